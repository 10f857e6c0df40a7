import { useState, type FormEvent } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { RMA_COMMENT_MAX, RMA_STATUS_MESSAGES } from '@quotecraft/rules/rmas';
import { useSession } from '../../app/SessionProvider';
import { authorizationHeaders } from '../../app/sessionToken';
import { useAlerts } from '../../ui/alerts';
import { SelectField, TextAreaField } from '../../ui/fields';
import { formatDateTime } from '../../ui/format';
import { commitAsync, describeMutationError } from '../../ui/mutation';
import { UploadDropZone } from '../../ui/UploadDropZone';
import type { RmaProgressStatusMutation } from './__generated__/RmaProgressStatusMutation.graphql';
import type { RmaProgressCommentMutation } from './__generated__/RmaProgressCommentMutation.graphql';

const statusMutation = graphql`
  mutation RmaProgressStatusMutation($id: Int!, $status: String!, $comment: String!) {
    setRmaStatus(id: $id, status: $status, comment: $comment) {
      id
      status
      nextStatuses
      comments {
        id
        author
        status
        text
        photoUrl
        createdAt
      }
    }
  }
`;

const commentMutation = graphql`
  mutation RmaProgressCommentMutation($id: Int!, $text: String!, $photoFileId: Int) {
    addRmaComment(id: $id, text: $text, photoFileId: $photoFileId) {
      id
      comments {
        id
        author
        status
        text
        photoUrl
        createdAt
      }
    }
  }
`;

export interface RmaComment {
  readonly id: string;
  readonly author: string;
  readonly status: string | null | undefined;
  readonly text: string;
  readonly photoUrl: string | null | undefined;
  readonly createdAt: unknown;
}

/**
 * A submitted RMA's progress: its comments and status changes, oldest first; the platform's
 * administrators set the next status with a comment; anyone who sees the RMA may comment, with a photo.
 */
export function RmaProgress({ rmaId, status, nextStatuses, comments }: { rmaId: number; status: string | null; nextStatuses: readonly string[]; comments: readonly RmaComment[] }) {
  return (
    <section className="rma-progress surface" aria-labelledby="rma-progress-title">
      <h2 id="rma-progress-title">Progress</h2>
      {comments.length === 0 ? (
        <p className="rma-progress__empty">No updates yet.</p>
      ) : (
        <ol className="rma-progress__list">
          {comments.map((comment) => (
            <li key={comment.id} className="rma-progress__item">
              {comment.status && <p className="rma-progress__status">Status set to {comment.status}</p>}
              {comment.text && <p className="rma-progress__text">{comment.text}</p>}
              {comment.photoUrl && (
                <a href={comment.photoUrl} target="_blank" rel="noreferrer noopener">
                  <img className="rma-progress__photo" src={comment.photoUrl} alt={`Photo from ${comment.author}`} />
                </a>
              )}
              <p className="rma-progress__meta">
                {comment.author} · {formatDateTime(comment.createdAt as string)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {nextStatuses.length > 0 && <StatusForm rmaId={rmaId} nextStatuses={nextStatuses} />}
      {status !== 'Closed' && <CommentForm rmaId={rmaId} />}
    </section>
  );
}

function StatusForm({ rmaId, nextStatuses }: { rmaId: number; nextStatuses: readonly string[] }) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const [status, setStatus] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ status?: string; comment?: string }>({});
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = { ...(status ? {} : { status: 'Please choose a status.' }), ...(comment.trim() ? {} : { comment: RMA_STATUS_MESSAGES.commentRequired }) };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await commitAsync<RmaProgressStatusMutation>(environment, statusMutation, { id: rmaId, status, comment: comment.trim() });
      alerts.success(`RMA set to ${status}.`);
      setStatus('');
      setComment('');
    } catch (failure) {
      const { message, field } = describeMutationError(failure);
      if (field === 'status' || field === 'comment') setErrors({ [field]: message });
      else alerts.failure(message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="rma-progress__form" onSubmit={submit} aria-label="Set the RMA status">
      <SelectField label="New Status" name="status" value={status} onChange={setStatus} placeholder="Select a status" options={nextStatuses.map((s) => ({ value: s, label: s }))} error={errors.status} required />
      <TextAreaField label="Comment" name="statusComment" value={comment} onChange={setComment} maxLength={RMA_COMMENT_MAX} error={errors.comment} required />
      <div className="rma-progress__actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          Set Status
        </button>
      </div>
    </form>
  );
}

function CommentForm({ rmaId }: { rmaId: number }) {
  const environment = useRelayEnvironment();
  const alerts = useAlerts();
  const { token } = useSession();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<{ id: number; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && !photo) {
      setError(RMA_STATUS_MESSAGES.commentRequired);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await commitAsync<RmaProgressCommentMutation>(environment, commentMutation, { id: rmaId, text: text.trim(), photoFileId: photo?.id ?? null });
      setText('');
      setPhoto(null);
    } catch (failure) {
      const { message, field } = describeMutationError(failure);
      if (field === 'text') setError(message);
      else alerts.failure(message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="rma-progress__form" onSubmit={submit} aria-label="Add a comment to the RMA">
      <TextAreaField label="Add a Comment" name="rmaComment" value={text} onChange={setText} maxLength={RMA_COMMENT_MAX} error={error} />
      {photo ? (
        <p className="rma-progress__attached">
          <img className="rma-progress__photo" src={photo.url} alt="Photo to attach" />
          <button type="button" className="btn btn-ghost" onClick={() => setPhoto(null)}>
            Remove Photo
          </button>
        </p>
      ) : (
        <UploadDropZone
          accept="image/png,image/jpeg,image/gif,image/webp"
          label="Drop a photo here or click to choose one"
          headers={authorizationHeaders(token)}
          onUploaded={(result) => {
            const saved = (result as { result?: { id?: number; url?: string } })?.result;
            if (saved?.id != null && saved.url) setPhoto({ id: Number(saved.id), url: saved.url });
          }}
          onError={(failure) => alerts.failure((failure as { data?: { error?: string } }).data?.error ?? 'An error occured while uploading')}
        />
      )}
      <div className="rma-progress__actions">
        <button type="submit" className="btn btn-outline" disabled={saving}>
          Add Comment
        </button>
      </div>
    </form>
  );
}
