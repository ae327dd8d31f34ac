import { CGU_VERSION_DATE, type CguContent } from './cgu-content.types.ts';

/** English translation of the terms of use; the French text prevails. */
export const cguContentEn: CguContent = {
  lang: 'en',
  title: 'Terms of use',
  versionLabel: 'Version of',
  versionDate: CGU_VERSION_DATE,
  tocLabel: 'Contents',
  backLabel: 'Back to sign-in',
  backToTocLabel: 'Back to contents',
  articleLabel: 'Article',
  preamble: [
    'These terms of use (the “Terms”) set out the conditions under which Users access and use the online service for planning general-medicine teleconsultation appointments (the “Service”).',
    'They apply to every User, whatever their profile. Accepting them online, at the first connection, is a prerequisite to any use of the Service. They supplement the licence agreement between the Publisher and the Licence holder. This English version is a translation provided for convenience; the French version prevails.',
  ],
  sections: [
    {
      id: 'definitions',
      title: 'Definitions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In these Terms, the following capitalised terms have the meaning given below.',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Service',
              definition:
                'The online software (SaaS) for managing and planning general-medicine teleconsultation appointments, accessed from a web browser, and its related functions.',
            },
            {
              term: 'Publisher',
              definition:
                'The company that develops, operates and provides the Service, named in the licence agreement.',
            },
            {
              term: 'Digital practice (or sector)',
              definition:
                'A group of rooms and doctors organised under the responsibility of a Licence holder.',
            },
            {
              term: 'Room',
              definition:
                'A teleconsultation place attached to a digital practice, with its own opening hours and appointment schedule.',
            },
            {
              term: 'User',
              definition: 'Any natural person holding a personal account giving access to the Service.',
            },
            {
              term: 'Profile',
              definition:
                'The set of rights granted to a User according to their role. One User may hold several profiles and switch between them.',
            },
            {
              term: 'Patient',
              definition:
                'A person for whom a teleconsultation appointment is planned in the Service. Patients have no access to the back-office.',
            },
            {
              term: 'Data',
              definition:
                'Information entered into the Service, or produced by it, on behalf of the Licence holder.',
            },
            {
              term: 'Credentials',
              definition: 'The personal email address and password with which a User signs in.',
            },
          ],
        },
        { kind: 'paragraph', text: 'The Service distinguishes the following User profiles:' },
        {
          kind: 'list',
          items: [
            'Room: the User attached to a room views and edits the appointments of that room, and may export the list of patients and doctors;',
            'Room administrator: adds rooms, manages their availability and creates the accounts of the Users of their room;',
            'Doctor: manages their own calendar, availability and daily list, and sets their consultation duration and notification preferences;',
            'Licence holder: runs a digital practice under a licence granted by the Publisher, adds or removes accounts, and manages the practice and its resources calendar.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The Publisher’s staff also hold the administration profiles needed to operate and support the Service.',
        },
      ],
    },
    {
      id: 'utilisation-du-service',
      title: 'Use of the Service',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Service is used to manage digital practices, rooms, room types, doctors, Users and Patients, and to book, cancel, mark as paid and export teleconsultation appointments.',
        },
        {
          kind: 'paragraph',
          text: 'The Service is an organisation and planning tool. It performs no medical act: medical acts are the sole responsibility of the doctors who perform them, in compliance with their professional obligations.',
        },
        { kind: 'paragraph', text: 'Each User undertakes to:' },
        {
          kind: 'list',
          items: [
            'use the Service for its intended purpose, in accordance with these Terms and the applicable regulations;',
            'enter accurate and up-to-date information;',
            'enter no health data (reason for consultation, symptom, diagnosis, treatment, etc.) into the Service, which is not designed to hold any;',
            'not try to access data or functions outside their profile;',
            'not impair the operation or security of the Service, in particular through intrusion, automated extraction, deliberate overload or malicious code.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The Licence holder ensures that the Users of their digital practice comply with these Terms.',
        },
      ],
    },
    {
      id: 'acces-au-service',
      title: 'Access to the Service',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Service is available online from a recent web browser, on a computer, tablet or phone. The Publisher endeavours to keep it available at all times, subject to maintenance operations and force majeure.',
        },
        {
          kind: 'paragraph',
          text: 'Accounts are created by an authorised User, in particular the Licence holder, or the Room administrator for their room. The person concerned then receives by email a first-connection link, valid for 24 hours, with which they choose their password. They must accept these Terms online to activate their account. Once this period has passed, a new link can be sent at the request of an authorised User.',
        },
        {
          kind: 'paragraph',
          text: 'The password must follow the security rules shown on screen. It is personal and confidential. The Publisher keeps it only in hashed form, from which it cannot be recovered.',
        },
        {
          kind: 'paragraph',
          text: 'If the password is forgotten, the “Forgot password” function emails the User a temporary link, valid for a limited time, with which they set a new password. The answer shown is the same whether or not the address entered belongs to an account.',
        },
        {
          kind: 'paragraph',
          text: 'After several failed sign-in attempts, the account is temporarily locked to protect it. Any action performed with a User’s Credentials is deemed to be performed by that User, who reports any loss or fraudulent use of their Credentials to the Licence holder or the Publisher without delay.',
        },
        {
          kind: 'paragraph',
          text: 'An authorised User may deactivate an account at any time, in particular when the person concerned leaves their position.',
        },
      ],
    },
    {
      id: 'protection-des-donnees',
      title: 'Personal data protection',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Service collects no health data. For each appointment, it holds only the following data:',
        },
        {
          kind: 'list',
          items: [
            'the Patient’s last name and first name;',
            'the date and time of the appointment;',
            'the doctor;',
            'the Patient’s phone number;',
            'the Patient’s sex;',
            'the Patient’s email address, which is optional.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For Users, the Service holds the data needed to manage their account and activity: identity, professional contact details, granted profiles, and attachment to a digital practice or room.',
        },
        {
          kind: 'paragraph',
          text: 'This processing complies with Regulation (EU) 2016/679 of 27 April 2016 (GDPR) and the French Data Protection Act no. 78-17 of 6 January 1978. For the Data they have entered into the Service, the Licence holder acts as controller; the Publisher acts as processor within the meaning of Article 28 of the GDPR and processes this Data only on the Licence holder’s instructions, for the sole purposes of the Service.',
        },
        {
          kind: 'paragraph',
          text: 'The Publisher implements appropriate technical and organisational measures to protect the Data: encrypted connections, access restricted by profile, hashed passwords, logging of operations.',
        },
        {
          kind: 'paragraph',
          text: 'The Data is kept for the term of the licence agreement, then returned and deleted as set out in the “Reversibility” article, subject to legal retention obligations.',
        },
        {
          kind: 'paragraph',
          text: 'Every data subject has the right to access, rectify, erase, restrict, object to and port the data concerning them. They exercise these rights with the Licence holder of the digital practice concerned, who informs the Publisher where needed. They may also lodge a complaint with the French data protection authority (CNIL).',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Service uses only the trackers strictly necessary for it to work, which are exempt from consent under Article 82 of the Act of 6 January 1978:',
        },
        {
          kind: 'list',
          items: [
            'a secure session cookie, out of reach of page scripts, holding the token that renews the session; it is invalidated on sign-out;',
            'preferences stored on the User’s device: language, light or dark theme, state of the navigation menu and some display choices, such as quick actions or the doctors selected in the planning.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No advertising, audience-measurement or tracking cookie is set, and no data is passed to third parties for such purposes. The anti-robot check of the “Forgot password” form is performed by the Service itself, without any third-party service.',
        },
        {
          kind: 'paragraph',
          text: 'Users may clear these items from their browser settings; they will then have to sign in again and their preferences will return to their default values.',
        },
      ],
    },
    {
      id: 'droits-d-usage',
      title: 'Rights of use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Subject to compliance with these Terms and payment of the sums due, the Publisher grants the Licence holder, for the term of the licence agreement, a personal, non-exclusive and non-transferable right to use the Service for the needs of their business. This right extends to the Users whose access they have authorised.',
        },
        {
          kind: 'paragraph',
          text: 'Each account is personal: Credentials may be neither shared nor transferred. The Licence holder may not make the Service available to third parties, resell it or use it on behalf of others without the Publisher’s written consent.',
        },
        {
          kind: 'paragraph',
          text: 'This right of use covers the Service as hosted and operated by the Publisher. It does not restrict the rights that the software licence grants over its source code (see the “Intellectual property” article).',
        },
      ],
    },
    {
      id: 'paiement',
      title: 'Payment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Access to the Service is granted in return for payment of the licence fee by the Licence holder. Prices, billing frequency and payment terms are set in the licence agreement.',
        },
        {
          kind: 'paragraph',
          text: 'Invoices are payable when due. Any late payment automatically incurs the late-payment penalties and the fixed recovery indemnity provided for by Article L. 441-10 of the French Commercial Code.',
        },
        {
          kind: 'paragraph',
          text: 'After a formal notice that remains unanswered, the Publisher may suspend access to the Service until payment in full, without prejudice to the “Termination” article. The Data is kept during the suspension.',
        },
      ],
    },
    {
      id: 'garantie',
      title: 'Warranty and liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Publisher provides the Service with due care and according to good professional practice, under a best-efforts obligation. It maintains the Service and endeavours to fix reported defects as quickly as possible.',
        },
        {
          kind: 'paragraph',
          text: 'The Service may be interrupted for maintenance. The Publisher endeavours to schedule such interruptions outside busy periods and to inform Users in advance.',
        },
        { kind: 'paragraph', text: 'The Publisher is not liable for:' },
        {
          kind: 'list',
          items: [
            'the content of the Data entered by Users;',
            'medical acts and the conduct of teleconsultations;',
            'damage resulting from use of the Service that does not comply with these Terms;',
            'failures of telecommunication networks or of the User’s equipment;',
            'indirect damage, such as loss of revenue or customers.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'In any event, the Publisher’s liability is limited to direct and foreseeable damage, within the limits set in the licence agreement.',
        },
      ],
    },
    {
      id: 'propriete',
      title: 'Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Service, its interfaces, texts, graphic elements, trademarks and documentation are protected by intellectual property law. Any unauthorised reproduction or representation of them is prohibited, subject to the rights granted by the software licence.',
        },
        {
          kind: 'paragraph',
          text: 'The source code of the software that runs the Service is distributed under the GNU Affero General Public License, version 3 or later. Nothing in these Terms restricts the rights that this licence grants to its licensees.',
        },
        {
          kind: 'paragraph',
          text: 'The Licence holder remains the owner of the Data. They authorise the Publisher, for the term of the agreement only, to host and process it as far as needed to provide the Service.',
        },
      ],
    },
    {
      id: 'confidentialite',
      title: 'Confidentiality',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each party keeps confidential all information of any kind received from the other in the course of the agreement, in particular the Data, Credentials, technical information and commercial terms, and uses it only to perform the agreement.',
        },
        {
          kind: 'paragraph',
          text: 'This obligation does not apply to information that has entered the public domain through no fault of the receiving party, nor to information whose disclosure is required by law or by a judicial or administrative authority.',
        },
        {
          kind: 'paragraph',
          text: 'The Publisher imposes the same obligation on its staff and subcontractors. Users are bound to secrecy regarding the Patient information they access in the Service.',
        },
        {
          kind: 'paragraph',
          text: 'The confidentiality obligation applies throughout the term of the agreement and survives it for as long as the information concerned remains confidential.',
        },
      ],
    },
    {
      id: 'force-majeure',
      title: 'Force majeure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Neither party is liable for a failure to perform its obligations caused by an event of force majeure within the meaning of Article 1218 of the French Civil Code. The affected party informs the other without delay.',
        },
        {
          kind: 'paragraph',
          text: 'The affected obligations are suspended for 30 days. This suspension may be renewed once.',
        },
        {
          kind: 'paragraph',
          text: 'If the impediment persists at the end of the renewed suspension, either party may terminate the agreement by registered letter with acknowledgement of receipt, without compensation on either side.',
        },
      ],
    },
    {
      id: 'preuve',
      title: 'Proof',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Electronic records kept in the Publisher’s information systems, under reasonable security conditions, are evidence between the parties of connections, operations performed in the Service, acceptance of the Terms and communications exchanged between them.',
        },
        {
          kind: 'paragraph',
          text: 'Under Article 1366 of the French Civil Code, an electronic document has the same evidential value as a paper document. The parties will not contest the admissibility or evidential value of these records on the sole ground that they are electronic.',
        },
      ],
    },
    {
      id: 'resiliation',
      title: 'Termination',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The licence agreement ends under the conditions it sets. Either party may also terminate it if the other party seriously breaches its obligations and a formal notice remains unanswered, without prejudice to any damages it may claim.',
        },
        {
          kind: 'paragraph',
          text: 'The Publisher may immediately suspend an account whose use threatens the security of the Service or the rights of third parties; it informs the Licence holder.',
        },
        {
          kind: 'paragraph',
          text: 'When the agreement ends, access to the Service is closed for all Users of the digital practice concerned and the Data is returned as set out in the “Reversibility” article.',
        },
      ],
    },
    {
      id: 'reversibilite',
      title: 'Reversibility',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When the agreement ends, for whatever reason, the Publisher returns all of their Data to the Licence holder on request, in a standard readable format, within 15 working days.',
        },
        {
          kind: 'paragraph',
          text: 'The Publisher cooperates in good faith so that the Licence holder can take their Data over into another tool.',
        },
        {
          kind: 'paragraph',
          text: 'Once the Data has been returned, the Publisher deletes it from its systems, subject to legal retention obligations, and informs the Licence holder.',
        },
      ],
    },
    {
      id: 'revision',
      title: 'Revision of the Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Publisher may amend these Terms, in particular to reflect changes in the Service or in the regulations. The version in force is the one published on this page; its date appears at the top of the document.',
        },
        {
          kind: 'paragraph',
          text: 'Users are informed of any substantial change before it takes effect. Where the change warrants it, Users are asked to accept the new version online at their next sign-in; otherwise they can no longer use the Service.',
        },
      ],
    },
    {
      id: 'litiges',
      title: 'Governing law and disputes',
      blocks: [
        { kind: 'paragraph', text: 'These Terms are governed by French law.' },
        {
          kind: 'paragraph',
          text: 'In the event of a dispute over their interpretation or performance, the parties first seek an amicable settlement. The party raising the dispute notifies the other in writing; the parties then have 30 days to reach an agreement.',
        },
        {
          kind: 'paragraph',
          text: 'Failing an amicable settlement within that period, the dispute will be brought before the competent courts of Troyes.',
        },
      ],
    },
  ],
};
