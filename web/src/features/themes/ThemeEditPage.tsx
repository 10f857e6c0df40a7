import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { graphql, useMutation } from 'react-relay';
import { useRouteQuery } from '../../app/useRouteQuery';
import { useSession } from '../../app/SessionProvider';
import { useTheme } from '../../app/ThemeProvider';
import { useViewer } from '../../app/ViewerProvider';
import { useAlerts } from '../../ui/alerts';
import { NotFound, NotFoundBoundary, parseRowId } from '../../ui/NotFound';
import { Page, PageHeader } from '../../ui/Page';
import { LoadingIndicator } from '../../ui/Spinner';
import type { ThemeEditPageQuery, ThemeEditPageQuery$data } from './__generated__/ThemeEditPageQuery.graphql';
import type { ThemeEditPageCreateMutation } from './__generated__/ThemeEditPageCreateMutation.graphql';
import type { ThemeEditPageUpdateMutation } from './__generated__/ThemeEditPageUpdateMutation.graphql';
import type { ThemeEditPageDeleteMutation } from './__generated__/ThemeEditPageDeleteMutation.graphql';
import { ThemeForm } from './ThemeForm';
import { THEME_COLORS, type ThemeLogoField } from '@quotecraft/rules/themes';
import { emptyThemeValues, themeInput, type ThemeFormValues } from './themeForm';
import { uploadThemeFile } from './themeApi';

const editQuery = graphql`
  query ThemeEditPageQuery($id: Int!, $existing: Boolean!) {
    theme(id: $id) @include(if: $existing) {
      id
      rowId
      ...ThemeEditPage_fields @relay(mask: false)
    }
    adminPlatformChoices {
      rowId
      name
    }
  }
`;

graphql`
  fragment ThemeEditPage_fields on Theme {
    pid
    name
    description
    darkMode
    isActive
    borderRadius
    breakpoints
    logo
    logoDark
    emailLogo
    primary
    secondary
    tertiary
    danger
    success
    warning
    callToActionColor
    gray
    grayDark
    backgroundColor
    gridRowBackgroundColor
    borderColor
    boxShadowColor
    textDark
    headerColor
    headerTextColor
  }
`;

const createMutation = graphql`
  mutation ThemeEditPageCreateMutation($input: ThemeInput!) {
    createTheme(input: $input) {
      id
      rowId
      ...ThemeEditPage_fields @relay(mask: false)
    }
  }
`;

const updateMutation = graphql`
  mutation ThemeEditPageUpdateMutation($id: Int!, $input: ThemeInput!) {
    updateTheme(id: $id, input: $input) {
      id
      rowId
      ...ThemeEditPage_fields @relay(mask: false)
    }
  }
`;

const deleteMutation = graphql`
  mutation ThemeEditPageDeleteMutation($id: Int!) {
    deleteTheme(id: $id) @deleteRecord
  }
`;

export function ThemeEditPage() {
  const { id = 'create' } = useParams();
  const creating = id === 'create';
  const rowId = creating ? 0 : parseRowId(id);
  const { user } = useViewer();
  const back = `/Themes/${user?.pid ?? ''}`;
  if (rowId === null) return <NotFound what="Theme" back={back} />;
  return (
    <NotFoundBoundary key={id} what="Theme" back={back}>
      <Page>
        <Suspense fallback={<LoadingIndicator label="Loading theme" />}>
          <ThemeEditor creating={creating} />
        </Suspense>
      </Page>
    </NotFoundBoundary>
  );
}

function ThemeNotFound() {
  const { user } = useViewer();
  return <NotFound what="Theme" back={`/Themes/${user?.pid ?? ''}`} />;
}

type LoadedTheme = NonNullable<ThemeEditPageQuery$data['theme']>;

function valuesOf(theme: LoadedTheme): ThemeFormValues {
  return {
    pid: String(theme.pid),
    darkMode: theme.darkMode,
    isActive: theme.isActive,
    name: theme.name,
    description: theme.description,
    breakpoints: theme.breakpoints.join(', '),
    borderRadius: String(theme.borderRadius),
    ...(Object.fromEntries(THEME_COLORS.map(([field]) => [field, theme[field]])) as Pick<ThemeFormValues, (typeof THEME_COLORS)[number][0]>),
    logo: theme.logo ?? null,
    emailLogo: theme.emailLogo ?? null,
    logoDark: theme.logoDark ?? null,
  };
}

function ThemeEditor({ creating }: { creating: boolean }) {
  const navigate = useNavigate();
  const alerts = useAlerts();
  const { user } = useViewer();
  const { authHeaders } = useSession();
  const { refetchTheme } = useTheme();
  const { data } = useRouteQuery<ThemeEditPageQuery>(editQuery);
  const [create] = useMutation<ThemeEditPageCreateMutation>(createMutation);
  const [update] = useMutation<ThemeEditPageUpdateMutation>(updateMutation);
  const [remove] = useMutation<ThemeEditPageDeleteMutation>(deleteMutation);

  if (!creating && !data.theme) return <ThemeNotFound />;
  const theme = data.theme ?? null;
  const listPath = `/Themes/${theme?.pid ?? user?.pid ?? ''}`;
  const initialValues = theme ? valuesOf(theme) : emptyThemeValues(user?.pid ?? null);

  const onSubmit = (values: ThemeFormValues) =>
    new Promise<boolean>((resolve) => {
      const input = themeInput(values);
      if (!theme) {
        create({
          variables: { input },
          onCompleted: (response, errors) => {
            if (errors?.length || !response.createTheme) {
              alerts.failure('Failed');
              resolve(false);
              return;
            }
            alerts.success(`Successfully created Theme: ${response.createTheme.rowId}`);
            refetchTheme();
            resolve(true);
            navigate(`/Theme/${response.createTheme.rowId}`, { replace: true });
          },
          onError: () => {
            alerts.failure('Failed');
            resolve(false);
          },
        });
        return;
      }
      update({
        variables: { id: theme.rowId, input },
        onCompleted: (response, errors) => {
          if (errors?.length || !response.updateTheme) {
            alerts.failure('Failed');
            resolve(false);
            return;
          }
          alerts.success(`Successfully updated Theme: ${theme.rowId}`);
          refetchTheme();
          resolve(true);
        },
        onError: () => {
          alerts.failure('Failed');
          resolve(false);
        },
      });
    });

  const onDelete = () => {
    if (!theme) return;
    alerts.warning(`Deleting Theme: ${theme.rowId}`);
    remove({
      variables: { id: theme.rowId },
      onCompleted: (_response, errors) => {
        if (errors?.length) {
          alerts.failure(`Failed to delete Theme: ${theme.rowId}`);
          return;
        }
        alerts.success(`Successfully deleted Theme: ${theme.rowId}`);
        refetchTheme();
        navigate(listPath);
      },
      onError: () => alerts.failure(`Failed to delete Theme: ${theme.rowId}`),
    });
  };

  const onUploadLogo = async (field: ThemeLogoField, file: File, pid: string, onProgress: (sent: number) => void) => {
    const outcome = await uploadThemeFile(field, file, { themeId: theme?.rowId ?? null, pid: pid ? Number(pid) : null }, authHeaders(), onProgress);
    if (!outcome.ok) alerts.failure(outcome.error);
    else if (theme) {
      // saved on the theme by the upload itself
      alerts.success(`Successfully updated Theme: ${theme.rowId}`);
      refetchTheme();
    }
    return outcome;
  };

  return (
    <>
      <PageHeader
        title={theme ? theme.name || `Theme ${theme.rowId}` : 'Create Theme'}
        subtitle={theme ? `Theme #${theme.rowId} · ${theme.darkMode ? 'Dark' : 'Light'}${theme.isActive ? ' · Active' : ''}` : 'A new light or dark look for a platform'}
        back={listPath}
      />
      <ThemeForm
        key={theme?.id ?? 'create'}
        initialValues={initialValues}
        platforms={data.adminPlatformChoices}
        existing={!!theme}
        deleteName={theme?.name || (theme ? `Theme ${theme.rowId}` : undefined)}
        onSubmit={onSubmit}
        onCancel={() => navigate(listPath)}
        onDelete={onDelete}
        onUploadLogo={onUploadLogo}
      />
    </>
  );
}
