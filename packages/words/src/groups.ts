import type { Text } from '@kortbord/engine';

/**
 * The words of groups (issue 33): a family or a circle of friends with its members, its invite link,
 * its recent matches and its tables. Part of TABLE_WORDS; the refusals are part of the reasons.
 */
export const GROUP_WORDS = {
  groupsTitle: { nb: 'Grupper', sv: 'Grupper', en: 'Groups' },
  groupsEmpty: {
    nb: 'Ingen grupper ennå. Lag en for familien eller vennene, og del lenken.',
    sv: 'Inga grupper än. Skapa en för familjen eller vännerna och dela länken.',
    en: 'No groups yet. Make one for the family or your friends, and share the link.',
  },
  groupName: { nb: 'Gruppens navn', sv: 'Gruppens namn', en: 'Group name' },
  groupNamePlaceholder: { nb: 'Familien Berg', sv: 'Familjen Berg', en: 'The Bergs' },
  groupMake: { nb: 'Lag gruppe', sv: 'Skapa grupp', en: 'Make a group' },
  groupMade: {
    nb: 'Gruppen «{name}» er laget. Del lenken med dem som skal være med.',
    sv: 'Gruppen «{name}» är skapad. Dela länken med dem som ska vara med.',
    en: 'The group “{name}” is made. Share the link with those who should join.',
  },
  groupInvite: { nb: 'Invitasjonslenke', sv: 'Inbjudningslänk', en: 'Invite link' },
  groupMembers: { nb: 'Med: {names}', sv: 'Med: {names}', en: 'Members: {names}' },
  groupRecent: { nb: 'Siste spill', sv: 'Senaste spel', en: 'Recent games' },
  groupRecentNone: {
    nb: 'Ingen ferdige spill ennå.',
    sv: 'Inga färdiga spel än.',
    en: 'No finished games yet.',
  },
  groupTable: { nb: 'Bord for gruppen', sv: 'Bord för gruppen', en: 'Table for the group' },
  groupTableNone: { nb: 'Ingen gruppe', sv: 'Ingen grupp', en: 'No group' },
  groupTableHelp: {
    nb: 'Bordet står under «Mine bord» hos alle i gruppen.',
    sv: 'Bordet syns under «Mina bord» hos alla i gruppen.',
    en: 'The table shows in every member’s “My tables”.',
  },
  groupLeave: { nb: 'Forlat gruppen', sv: 'Lämna gruppen', en: 'Leave the group' },
  groupLeft: { nb: 'Du har forlatt «{name}».', sv: 'Du har lämnat «{name}».', en: 'You left “{name}”.' },
  groupJoinAsk: {
    nb: 'Du er invitert til gruppen «{name}».',
    sv: 'Du är inbjuden till gruppen «{name}».',
    en: 'You are invited to the group “{name}”.',
  },
  groupJoin: { nb: 'Bli med', sv: 'Gå med', en: 'Join' },
  groupJoined: { nb: 'Du er med i «{name}».', sv: 'Du är med i «{name}».', en: 'You are in “{name}”.' },
  groupJoinNeedsProfile: {
    nb: 'Gjør navnet til ditt først, så kan du bli med i gruppen.',
    sv: 'Gör namnet till ditt först, så kan du gå med i gruppen.',
    en: 'Make the name yours first, then you can join the group.',
  },
  myTableGroup: { nb: 'i {group}', sv: 'i {group}', en: 'in {group}' },
  myTableOpenSeat: { nb: 'Ledig plass', sv: 'Ledig plats', en: 'Open seat' },
} as const satisfies Record<string, Text>;
