import { RETURN_WINDOW_DAYS } from '@kingside/contracts';
import { BUSINESS_HOURS, SOCIAL_LINKS } from '../../frame/navigation';

/** Where and when to reach the academy (spec §2's /contact). */
export const CONTACT = {
  addressLines: ['Kingside Academy', '64 Staunton Row, Suite 200', 'Springfield, IL 62701'],
  phone: '+1 (555) 010-2000',
  email: 'hello@kingside-academy.example',
  /** The weekday line is the footer's, so the two cannot disagree. */
  hours: [BUSINESS_HOURS, 'Sat 10am-4pm', 'Sun closed'],
  socialLinks: SOCIAL_LINKS,
} as const;

/** The FAQ of spec §2: five questions, in its order. */
export const FAQ = [
  {
    question: 'Do you offer in-person lessons?',
    answer:
      'Our lessons are mostly online, so you can learn at your own pace from anywhere. From time to time we also hold workshops at our Springfield studio; they are announced in our newsletter.',
  },
  {
    question: 'What is your return policy?',
    answer: `Unopened equipment can be returned within ${RETURN_WINDOW_DAYS} days of delivery for a full refund. Contact us with your order number and we will arrange the return.`,
  },
  {
    question: 'Are your lessons suitable for complete beginners?',
    answer:
      'Yes. Our Beginner courses start with how the pieces move and build up one idea at a time, and every lesson explains the reasons behind the moves in plain language.',
  },
  {
    question: 'What if I have questions about a lesson?',
    answer:
      'Every lesson has a comment section where our instructors and fellow students answer questions. For personal guidance, you can also book one-on-one coaching with one of our instructors.',
  },
  {
    question: 'Do you ship internationally?',
    answer: 'Yes, we ship our equipment to most countries. Shipping costs are calculated at checkout, based on your destination.',
  },
] as const;
