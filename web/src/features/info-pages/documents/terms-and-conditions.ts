import type { PolicyDocument } from './policy-document.ts';

/** `/terms-and-conditions`: booking terms under British Columbia's travel rules and the Travel Assurance Fund. */
export const termsAndConditions: PolicyDocument = {
  title: 'Terms and Conditions',
  description:
    'Booking terms of TBB Travel, a travel agency licensed by Consumer Protection BC: quotes, payments, cancellations, travel documents, insurance and the Travel Assurance Fund.',
  lastUpdated: '2026-01-15',
  intro: [
    'These terms apply to every quote, booking and service provided by TBB Travel and its connected agents, and to the use of this website. Please read them with the supplier’s own terms, which we give you before you book: together they form your agreement.',
  ],
  sections: [
    {
      id: 'licence',
      heading: 'Our licence',
      blocks: [
        {
          paragraph:
            'TBB Travel is licensed as a travel agent by Consumer Protection BC under the Business Practices and Consumer Protection Act and its Travel Industry Regulation, licence number {registration}. Money you pay us for travel services is held in a trust account, as the Regulation requires, until it is paid to the supplier.',
        },
      ],
    },
    {
      id: 'our-role',
      heading: 'Our role',
      blocks: [
        {
          paragraph:
            'We act as an agent for the airlines, cruise lines, hotels, tour operators, car rental companies and insurers that provide your travel services (the suppliers). Each supplier is responsible for delivering its own services under its own terms. We are responsible for our own advice and service: booking what you asked for, passing on your payments and the supplier’s information correctly and on time, and helping you if something goes wrong.',
        },
      ],
    },
    {
      id: 'quotes-and-prices',
      heading: 'Quotes and prices',
      blocks: [
        {
          list: [
            'Prices are in Canadian dollars and per person, based on two adults sharing a room or cabin, unless stated otherwise.',
            'Prices on this website are “from” prices for the dates shown: they depend on availability when you book and may change without notice until a booking is confirmed.',
            'Taxes, fees and surcharges are shown separately from the base price. Your quote and invoice show the total you pay.',
            'A quote is not a booking. Space is held only once a booking is confirmed and the deposit is paid.',
            'If a supplier raises a price after your booking is confirmed, we tell you at once and explain your options, including any right to cancel for a refund that the Travel Industry Regulation gives you.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Deposits and payments',
      blocks: [
        {
          paragraph:
            'Most bookings need a deposit when they are made and the balance by the supplier’s final-payment date, which your invoice shows. Some fares and promotions require full payment at booking. If the balance is not paid on time, the supplier may cancel the booking and keep the deposit.',
        },
      ],
    },
    {
      id: 'changes-and-cancellations',
      heading: 'Changes and cancellations',
      blocks: [
        {
          list: [
            'Changes and cancellations by you are subject to the supplier’s penalties, which can reach the full price close to departure. Many airfares cannot be refunded.',
            'We may charge a service fee for a change or cancellation you request. Our fees are shown on your invoice before you agree to them.',
            'If a supplier cancels or significantly changes your travel, we help you choose between the alternatives it offers and a refund under its terms.',
            'Names on a booking must match the traveller’s passport exactly. Correcting a name after booking may cost a fee or a new ticket.',
          ],
        },
      ],
    },
    {
      id: 'documents',
      heading: 'Passports, visas and entry rules',
      blocks: [
        {
          paragraph:
            'You are responsible for having a valid passport and any visa, electronic travel authorization, vaccination or other document that your destinations and transit points require. Many countries require a passport valid for at least six months after your return date. Travellers who are not Canadian citizens may have different requirements. We give you the information we have, but entry rules change: check the Government of Canada’s travel advice at travel.gc.ca and the embassy of each country before you leave.',
        },
      ],
    },
    {
      id: 'insurance',
      heading: 'Travel insurance',
      blocks: [
        {
          paragraph:
            'Provincial health plans cover little or nothing outside Canada. We strongly recommend emergency medical and trip-cancellation and interruption insurance from the time you pay your deposit. If you choose not to buy insurance through us, we may ask you to confirm that decision in writing.',
        },
      ],
    },
    {
      id: 'travel-assurance-fund',
      heading: 'The Travel Assurance Fund',
      blocks: [
        {
          paragraph:
            'Consumer Protection BC administers the Travel Assurance Fund, which may compensate customers who bought travel services from a travel agent licensed in British Columbia and did not receive them, for example because the travel agent or the supplier went out of business. Claims must be made to Consumer Protection BC within the time its rules set, generally six months after the travel services were to be completed, and are subject to the conditions and limits of the Fund. If you paid by credit card, your card issuer may also be able to refund you.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Limits of our responsibility',
      blocks: [
        {
          paragraph:
            'We are not responsible for the acts, omissions, delays or failures of suppliers, or for events beyond our control such as weather, strikes, illness, war, natural disasters, or decisions of governments and border authorities. Nothing in these terms limits rights that you have under British Columbia’s consumer protection laws.',
        },
      ],
    },
    {
      id: 'website',
      heading: 'Using this website',
      blocks: [
        {
          paragraph:
            'We work to keep the descriptions, pictures and prices on this website accurate, but suppliers change their products and errors can occur; the details confirmed on your invoice prevail. The content of this website belongs to TBB Travel or its suppliers and may not be copied for commercial use without permission.',
        },
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        {
          paragraph:
            'If something is not right, tell us as soon as possible, while you are travelling if you can, so that we and the supplier have the chance to fix it. Call {phone} or write to {email}. If we cannot resolve your complaint, you may contact Consumer Protection BC.',
        },
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      blocks: [
        {
          paragraph: 'These terms are governed by the laws of British Columbia and the federal laws of Canada that apply there.',
        },
      ],
    },
  ],
};
