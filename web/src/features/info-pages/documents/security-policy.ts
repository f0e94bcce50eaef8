import type { PolicyDocument } from './policy-document.ts';

/** `/security-policy`: how the agency keeps the site, accounts and client information safe. */
export const securityPolicy: PolicyDocument = {
  title: 'Security Policy',
  description: 'How TBB Travel protects your information online and by phone, how to spot travel scams, and how to report a security concern.',
  lastUpdated: '2026-01-15',
  intro: [
    'Travel bookings attract fraud because they involve identity documents and large payments. This page explains how we protect the information you give us, what we will never ask you for, and how to tell us about a security concern.',
  ],
  sections: [
    {
      id: 'website',
      heading: 'Our website',
      blocks: [
        {
          list: [
            'Every page and every form of this site is served over an encrypted connection (HTTPS). Look for the padlock in your browser’s address bar.',
            'Information sent through our forms is stored encrypted in data centres operated by our cloud provider, and only staff who handle your request can see it.',
            'The site does not run advertising or third-party tracking scripts, and it does not allow other websites to display our pages inside theirs.',
            'Forms are protected against automated abuse, and repeated submissions from the same address are slowed down.',
          ],
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Agent and staff accounts',
      blocks: [
        {
          list: [
            'Passwords are never stored as typed: only a salted, slow hash is kept, so even our own staff cannot read them.',
            'Repeated failed sign-in attempts are slowed down and then blocked for a while.',
            'Sessions expire on their own and end when the user signs out; a stolen sign-in token that is reused is detected and the whole session is closed.',
            'Password-reset links work once and only for a short time.',
            'Each person has their own account and sees only what their role needs; administrators’ actions are recorded.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments',
      blocks: [
        {
          paragraph:
            'Card payments are taken by the travel supplier or by a payment processor that meets the Payment Card Industry Data Security Standard (PCI DSS). We do not store full card numbers. Paying by credit card also gives you chargeback rights with your card issuer if a service is not delivered.',
        },
      ],
    },
    {
      id: 'what-we-never-ask',
      heading: 'What we will never ask you for',
      blocks: [
        {
          list: [
            'Your full card number, card security code or online-banking password by e-mail, text message or social media.',
            'Payment by gift card, cryptocurrency or wire transfer to a personal account.',
            'A photo of your passport sent over social media.',
            'Your agent-portal password, by phone or by e-mail. Our staff never need it.',
          ],
        },
        {
          paragraph:
            'If someone claiming to be TBB Travel asks for any of these, do not answer. Call us at {phone} using the number on this website, not a number given in the message, to check whether the request is genuine.',
        },
      ],
    },
    {
      id: 'protect-yourself',
      heading: 'Protecting yourself',
      blocks: [
        {
          list: [
            'Be wary of deals that are far below market price, especially when payment is demanded within hours.',
            'Check that a travel agent is licensed in British Columbia on the Consumer Protection BC website. Our licence number is {registration}.',
            'Before you travel, read the Government of Canada’s travel advice for your destination at travel.gc.ca and register with the Registration of Canadians Abroad service.',
            'Keep copies of your passport and travel documents separate from the originals, and share them only with people you trust.',
          ],
        },
      ],
    },
    {
      id: 'incidents',
      heading: 'If something goes wrong',
      blocks: [
        {
          paragraph:
            'If we learn of a breach of security safeguards involving your personal information that creates a real risk of significant harm, we will notify you and the Office of the Privacy Commissioner of Canada as soon as feasible, explain what happened and tell you the steps you can take to protect yourself, as PIPEDA requires. We keep a record of every breach, whatever its size.',
        },
      ],
    },
    {
      id: 'report',
      heading: 'Reporting a security concern',
      blocks: [
        {
          paragraph:
            'If you believe you have found a security weakness in our website or received a suspicious message in our name, please write to {email} with “Security” in the subject line. Include enough detail for us to reproduce the problem. We acknowledge reports within two business days and keep you informed while we fix it.',
        },
        {
          paragraph:
            'Please test only against your own account, do not access or change other people’s information, and give us reasonable time to correct the issue before sharing it publicly. We will not take action against anyone who reports a weakness in good faith under these terms.',
        },
      ],
    },
  ],
};
