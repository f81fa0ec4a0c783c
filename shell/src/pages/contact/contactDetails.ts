import { FREE_SHIPPING_THRESHOLD_CENTS, RETURN_WINDOW_DAYS, SHIPPING_FEE_CENTS, formatCents } from '@kingside/contracts';
import { BUSINESS_HOURS, SOCIAL_LINKS } from '../../frame/navigation';

/** Where and when to reach the academy (docs/spec.md §2's /contact). */
export const CONTACT = {
  addressLines: ['Kingside Academy', '64 Staunton Row, Suite 200', 'Springfield, IL 62701'],
  phone: '+1 (555) 010-2000',
  email: 'hello@kingside-academy.example',
  /** The weekday line is the footer's, so the two cannot disagree. */
  hours: [BUSINESS_HOURS, 'Sat 10am-4pm', 'Sun closed'],
  socialLinks: SOCIAL_LINKS,
} as const;

/** The FAQ of docs/spec.md §2: five questions, in its order. */
export const FAQ = [
  {
    question: 'Do you offer in-person lessons?',
    answer: 'Our lessons are online, so you can learn at your own pace from anywhere. We do not hold in-person classes at the moment.',
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
    answer: `Email us at ${CONTACT.email} with the course name and your question, and one of our instructors will answer.`,
  },
  {
    question: 'Do you ship internationally?',
    answer: `Yes, we ship our equipment to most countries. Shipping is free on orders of ${formatCents(FREE_SHIPPING_THRESHOLD_CENTS)} or more and ${formatCents(SHIPPING_FEE_CENTS)} otherwise, calculated at checkout before you pay.`,
  },
] as const;
