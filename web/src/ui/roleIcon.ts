import type { IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { faPeopleGroup } from '@fortawesome/free-solid-svg-icons/faPeopleGroup';
import { faUserAstronaut } from '@fortawesome/free-solid-svg-icons/faUserAstronaut';
import { faUserCheck } from '@fortawesome/free-solid-svg-icons/faUserCheck';
import { faUserTie } from '@fortawesome/free-solid-svg-icons/faUserTie';

/** 9 astronaut, 5 tie, 1 user-check, any other level a group of people. */
export function roleIcon(level: number): IconDefinition {
  if (level === 9) return faUserAstronaut;
  if (level === 5) return faUserTie;
  if (level === 1) return faUserCheck;
  return faPeopleGroup;
}
