import amaraPortrait from '../../assets/team-amara-lindqvist.svg';
import henryPortrait from '../../assets/team-henry-okafor.svg';
import sofiaPortrait from '../../assets/team-sofia-marchetti.svg';

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** URL of the portrait, emitted by the shell's build (served offline, like every picture of the site) */
  portrait: string;
}

/** Meet Our Team (docs/spec.md §2): a founder and lead instructor, a chairman, a technology director. */
export const TEAM: readonly TeamMember[] = [
  {
    name: 'Amara Lindqvist',
    role: 'Founder & Lead Instructor',
    bio: 'An International Master who has coached juniors and adults for over twenty years, Amara founded the academy in 2010 to make patient, structured teaching available to everyone. She still writes most of our endgame courses.',
    portrait: amaraPortrait,
  },
  {
    name: 'Henry Okafor',
    role: 'Chairman',
    bio: 'Henry spent three decades running community education programmes before joining the board. He leads our partnerships with schools and senior centres, including the Chess for Revival initiative.',
    portrait: henryPortrait,
  },
  {
    name: 'Sofia Marchetti',
    role: 'Technology Director',
    bio: 'A software engineer and club player, Sofia builds the platform our students learn on, from the lessons to the shop, and makes sure it stays fast and accessible on every device.',
    portrait: sofiaPortrait,
  },
];
