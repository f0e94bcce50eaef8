import type { PolicyDocument } from './policy-document.ts';

/** `/privacy-policy`: how the agency handles personal information, under PIPEDA and BC's PIPA. */
export const privacyPolicy: PolicyDocument = {
  title: 'Privacy Policy',
  description:
    'How TBB Travel collects, uses, shares and protects your personal information under PIPEDA and British Columbia’s Personal Information Protection Act.',
  lastUpdated: '2026-01-15',
  intro: [
    'TBB Travel is a travel agency licensed in British Columbia with offices in Burnaby and Langley and a network of connected agents across Canada. Planning a trip means trusting us with personal details, sometimes sensitive ones such as passport numbers or medical needs. This policy explains what we collect, why, who we share it with and the choices you have.',
    'We follow the ten fair information principles of the Personal Information Protection and Electronic Documents Act (PIPEDA) and British Columbia’s Personal Information Protection Act (PIPA). This policy applies to our website, our call centre, our offices and our connected agents when they act for TBB Travel.',
  ],
  sections: [
    {
      id: 'accountability',
      heading: 'Who is responsible',
      blocks: [
        {
          paragraph:
            'TBB Travel has named a Privacy Officer who is accountable for our compliance with this policy. Every employee and connected agent who handles client information is trained on it and bound by confidentiality obligations. You can reach the Privacy Officer at {email} or by calling {phone}.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        { paragraph: 'We collect only what we need to plan, book and support your travel:' },
        {
          list: [
            'Contact details: your name, e-mail address, phone number and mailing address.',
            'Trip preferences: destinations, dates, budget, travel style, the number and ages of travellers, and notes you give us.',
            'Booking details that suppliers require: full names as shown on passports, dates of birth, passport numbers and expiry dates, citizenship, frequent-flyer and loyalty numbers, and known-traveller numbers.',
            'Special requirements you choose to share, such as dietary needs, accessibility or mobility needs, or medical information needed for travel insurance. We ask for these only when a booking needs them.',
            'Payment information: card payments are entered with, and processed by, the supplier or a payment processor that meets the Payment Card Industry Data Security Standard (PCI DSS). We do not keep full card numbers.',
            'Website information: the pages you visit, your browser type and the address your request came from, kept in our server logs to keep the site running and secure.',
          ],
        },
      ],
    },
    {
      id: 'why-we-collect',
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'To answer your questions and prepare quotes.',
            'To make, change and service bookings with airlines, cruise lines, hotels, tour operators, car rental companies and insurers.',
            'To send you travel documents, reminders, schedule changes and travel advisories that affect your trip.',
            'To meet our legal obligations as a licensed travel agent, including the record-keeping rules of the Business Practices and Consumer Protection Act and Canada Revenue Agency requirements.',
            'With your express consent only, to send you offers and newsletters. Every marketing e-mail has an unsubscribe link, as Canada’s Anti-Spam Legislation (CASL) requires.',
          ],
        },
      ],
    },
    {
      id: 'consent',
      heading: 'Your consent',
      blocks: [
        {
          paragraph:
            'We ask for your consent before we collect personal information, and we explain the purpose at that time. When you ask us to book a trip, you consent to us sharing the details that the booking requires with the suppliers involved. When you book for other travellers, please make sure they agree to you giving us their information.',
        },
        {
          paragraph:
            'You may withdraw your consent at any time, subject to legal or contractual restrictions. If you withdraw consent to share booking details, we may be unable to complete or change a booking, and we will tell you so.',
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        { paragraph: 'We never sell or rent your personal information. We share it only:' },
        {
          list: [
            'With the travel suppliers that deliver your trip, and with the travel insurers you choose.',
            'With the connected agent who serves you, under the same obligations as our own staff.',
            'With service providers who work for us, such as our cloud hosting and e-mail providers, under contracts that limit their use of the information to the service they provide.',
            'With government authorities when the law requires it, for example advance passenger information that airlines must provide to border agencies.',
          ],
        },
        {
          paragraph:
            'Some suppliers and service providers are located outside Canada, most often in the United States or at your destination. Information held there may be accessed by courts, law-enforcement and national-security authorities of that country under its laws.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          paragraph:
            'Quote requests and messages that do not lead to a booking are deleted two years after our last contact with you. Booking records are kept for seven years after travel, which covers the six years that Canada Revenue Agency requires and the period in which a claim to the Travel Assurance Fund can be reviewed. Passport and medical details are removed from our files once the trip is completed, except where a supplier or insurer claim is still open.',
        },
      ],
    },
    {
      id: 'safeguards',
      heading: 'How we protect it',
      blocks: [
        {
          paragraph:
            'We protect personal information with safeguards that fit its sensitivity: encrypted connections (HTTPS) for our website, encryption of stored data, access limited to the people who need it for your trip, and staff training. Our Security Policy describes these measures in more detail.',
        },
      ],
    },
    {
      id: 'website',
      heading: 'Cookies and browser storage',
      blocks: [
        {
          paragraph:
            'Our public website does not use advertising or tracking cookies. When a connected agent or administrator signs in, the browser stores a session key so they stay signed in; it is removed when they sign out. Signing in also sets a security cookie that lets our sign-in page recognise that browser the next time (it is kept for 180 days, is sent only to our sign-in service and is never used for tracking). The booking engine on our Search & Book page is run by a partner and has its own privacy notice.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          list: [
            'You can ask to see the personal information we hold about you and how we have used and shared it.',
            'You can ask us to correct information that is inaccurate or incomplete.',
            'You can withdraw consent to marketing messages at any time, by using the unsubscribe link or by contacting us.',
          ],
        },
        {
          paragraph:
            'Send your request to our Privacy Officer at {email}. We answer within 30 days and may ask you to confirm your identity first. There is no charge for a request.',
        },
      ],
    },
    {
      id: 'complaints',
      heading: 'Questions and complaints',
      blocks: [
        {
          paragraph:
            'If you have a concern about how we handle your information, please contact our Privacy Officer first; most questions are resolved quickly. If you are not satisfied with our answer, you may contact the Office of the Information and Privacy Commissioner for British Columbia or the Office of the Privacy Commissioner of Canada.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          paragraph:
            'We review this policy at least once a year. When we make a significant change, we post the new version on this page with its date and, where the change affects how we use information you already gave us, we ask for your consent again.',
        },
      ],
    },
  ],
};
