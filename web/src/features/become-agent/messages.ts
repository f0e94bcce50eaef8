/** Text of the become-an-agent page (keys → English). */
export const becomeAgentMessages = {
  documentTitle: 'Become a Connected Agent',
  description:
    'Become a TBB Travel Connected Agent: run your own travel business from home with our training, suppliers, marketing and a licensed Canadian agency behind you.',
  heading: 'Become a Connected Agent',
  intro:
    'Turn your love of travel into a business of your own. As a TBB Travel Connected Agent you plan trips for your own clients, on your own hours, with a licensed Canadian agency, its suppliers and its people behind every booking.',
  applyNow: 'Apply now',
  whyUsLink: 'Why TBB Travel',
  faqLink: 'Questions and answers',
  sectionsLabel: 'On this page',

  whyUsHeading: 'Why agents choose TBB Travel',
  whyUsIntro: 'Everything a home-based travel advisor needs, so you can spend your time with clients instead of paperwork.',
  benefits: [
    {
      title: 'Keep more of what you earn',
      body: 'You earn a generous share of the commission on every booking you make, with a clear statement for each one and payments every month.',
    },
    {
      title: 'Work from anywhere in Canada',
      body: 'Full time or alongside another job: you choose your hours, your niche and your clients. All you need is a computer, a phone and curiosity.',
    },
    {
      title: 'Training from day one',
      body: 'A step-by-step learning path for new advisors, ClientBase training, Webinar Wednesdays with suppliers, and our yearly TBB conference.',
    },
    {
      title: 'Suppliers that open doors',
      body: 'Book tour operators, cruise lines, hotels, rail and insurance through our preferred suppliers, with the rates and amenities an established agency negotiates.',
    },
    {
      title: 'Marketing done with you',
      body: 'Your own profile page on our website, a branding kit, social media content, client gift certificates and promotional items with your name on them.',
    },
    {
      title: 'A team behind you',
      body: 'Our call centre, admin team and two offices in Burnaby and Langley support you six days a week, and every booking sits under our BC registration 3287.',
    },
  ],

  applyHeading: 'Apply to become a Connected Agent',
  applyIntro: 'Tell us a little about yourself. There is no cost to apply, and we reply to every application within five business days.',
  resumeNote: 'Have a résumé or a travel certificate? You can attach it at the end of the form, or bring it to our first call.',

  aboutYou: 'About you',
  yourExperience: 'Your experience',
  anythingElse: 'Anything else',
  attachment: 'Résumé or certificate (optional)',
  attachmentHint: 'A PDF, a Word document (DOC or DOCX), or a JPG or PNG image, up to 5 MB.',
  chooseAttachment: 'Choose a file',
  replaceAttachment: 'Choose another file',
  removeAttachment: 'Remove {file}',
  removeAttachmentLabel: 'Remove',
  attachmentUploading: 'Uploading… {percent}%',
  attachmentUploaded: 'Attached',
  attachmentWrongType: '“{file}” is not a file we accept. Attach a PDF, a Word document (DOC or DOCX), or a JPG or PNG image.',
  attachmentTooBig: '“{file}” is {size}: the limit is 5 MB. Attach a smaller file, or bring it to our first call.',
  attachmentEmpty: '“{file}” is empty. Attach another file.',
  attachmentUploadFailed: 'The file could not be uploaded. Check your connection and try again, or send your application without it.',
  attachmentTooMany: 'We received several files from you in a short time. Please wait a while, or send your application without the file.',
  attachmentStillUploading: 'Your file is still uploading. Wait until it is attached, or remove it.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  city: 'City',
  province: 'Province or territory',
  chooseProvince: 'Choose one',
  yearsOfExperience: 'Years of travel industry experience',
  yearsOfExperienceHint: '0 is a fine answer: many of our agents started with none.',
  currentAgency: 'Current agency or host agency (optional)',
  specialties: 'Travel you love to sell (optional)',
  languages: 'Languages you can serve clients in',
  heardAboutUs: 'How did you hear about us?',
  chooseOne: 'Choose one',
  message: 'Tell us about yourself (optional)',
  messageHint: 'Your travel background, the clients you would like to serve, your questions.',
  consent: 'Consent',
  website: 'Website',
  agentField: 'Referring agent',
  sourceField: 'Page',
  send: 'Send my application',

  faqHeading: 'Questions and answers',
  faqs: [
    {
      question: 'Do I need travel industry experience?',
      answer:
        'No. New advisors follow our learning path, with a mentor to call when a booking gets tricky. Experienced advisors move through it quickly and can bring their clients with them.',
    },
    {
      question: 'Do I need a licence to sell travel?',
      answer:
        'You sell under TBB Travel’s registration with Consumer Protection BC (number 3287), which covers your clients’ bookings. Some provinces also ask individual advisors to hold a certificate, such as the TICO Travel Counsellor certificate in Ontario: we tell you what applies where you live and help you get it.',
    },
    {
      question: 'How and when am I paid?',
      answer:
        'Suppliers pay commission to the agency, usually after your clients travel. We pay your share every month with a statement showing each booking, so you always know what is coming.',
    },
    {
      question: 'Can I work part time?',
      answer: 'Yes. Many Connected Agents start alongside another job or while raising a family, and grow at their own pace.',
    },
    {
      question: 'Can I keep working with my own clients?',
      answer: 'Absolutely. Your clients stay your clients. Your profile page and your personal quote link send their requests straight to you.',
    },
    {
      question: 'What happens after I apply?',
      answer:
        'Someone from our agent success team calls you within five business days for a friendly 30-minute conversation about your goals. If we are a good fit, onboarding usually takes two to four weeks.',
    },
    {
      question: 'Is there a cost to join?',
      answer: 'Applying is free. We explain the membership levels and anything they include during our first call, before you decide anything.',
    },
  ],
} as const;
