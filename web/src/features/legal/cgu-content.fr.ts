import { CGU_VERSION_DATE, type CguContent } from './cgu-content.types.ts';

/** Conditions générales d'utilisation, texte de référence (le français fait foi). */
export const cguContentFr: CguContent = {
  lang: 'fr',
  title: 'Conditions générales d’utilisation',
  versionLabel: 'Version du',
  versionDate: CGU_VERSION_DATE,
  tocLabel: 'Sommaire',
  backLabel: 'Retour à la connexion',
  backToTocLabel: 'Retour au sommaire',
  articleLabel: 'Article',
  preamble: [
    'Les présentes conditions générales d’utilisation (ci-après les « CGU ») définissent les conditions dans lesquelles les Utilisateurs accèdent au service en ligne de planification de rendez-vous de téléconsultation en médecine générale (ci-après le « Service ») et l’utilisent.',
    'Elles s’appliquent à tout Utilisateur, quel que soit son profil. Leur acceptation en ligne, lors de la première connexion, est un préalable à toute utilisation du Service. Elles complètent le contrat de licence conclu entre l’Éditeur et le Titulaire de licence.',
  ],
  sections: [
    {
      id: 'definitions',
      title: 'Définitions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Dans les présentes CGU, les termes suivants, employés avec une majuscule, ont le sens indiqué ci-dessous.',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Service',
              definition:
                'Le logiciel en ligne (SaaS) de gestion et de planification des rendez-vous de téléconsultation en médecine générale, accessible depuis un navigateur web, et ses fonctions associées.',
            },
            {
              term: 'Éditeur',
              definition:
                'La société qui développe, exploite et met à disposition le Service, désignée dans le contrat de licence.',
            },
            {
              term: 'Cabinet numérique (ou secteur)',
              definition:
                'Ensemble de salles et de médecins organisé sous la responsabilité d’un Titulaire de licence.',
            },
            {
              term: 'Salle',
              definition:
                'Lieu de téléconsultation rattaché à un cabinet numérique, qui dispose de ses propres horaires d’ouverture et de son planning de rendez-vous.',
            },
            {
              term: 'Utilisateur',
              definition: 'Toute personne physique titulaire d’un compte personnel d’accès au Service.',
            },
            {
              term: 'Profil',
              definition:
                'Ensemble des droits attribués à un Utilisateur selon son rôle. Un même Utilisateur peut détenir plusieurs profils et passer de l’un à l’autre.',
            },
            {
              term: 'Patient',
              definition:
                'Personne pour laquelle un rendez-vous de téléconsultation est planifié dans le Service. Le Patient n’a pas accès au back-office.',
            },
            {
              term: 'Données',
              definition:
                'Informations saisies dans le Service, ou produites par lui, pour le compte du Titulaire de licence.',
            },
            {
              term: 'Identifiants',
              definition:
                'Adresse électronique et mot de passe personnels qui permettent à l’Utilisateur de se connecter.',
            },
          ],
        },
        { kind: 'paragraph', text: 'Le Service distingue les profils d’Utilisateur suivants :' },
        {
          kind: 'list',
          items: [
            'Salle : l’Utilisateur rattaché à une salle consulte et modifie les rendez-vous de cette salle, et peut exporter la liste des patients et des médecins ;',
            'Administrateur de salle : ajoute des salles, gère leurs disponibilités et crée les comptes des Utilisateurs de sa salle ;',
            'Médecin : gère son propre calendrier, ses disponibilités et sa liste du jour, fixe la durée de ses consultations et ses préférences de notification ;',
            'Titulaire de licence : exploite un cabinet numérique en vertu d’une licence consentie par l’Éditeur, ajoute ou retire des comptes, gère le cabinet et le calendrier de ses ressources.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Les équipes de l’Éditeur disposent en outre des profils d’administration nécessaires à l’exploitation et à l’assistance du Service.',
        },
      ],
    },
    {
      id: 'utilisation-du-service',
      title: 'Utilisation du Service',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le Service permet de gérer les cabinets numériques, les salles, les types de salle, les médecins, les Utilisateurs et les Patients, ainsi que de réserver, d’annuler, de marquer comme réglés et d’exporter les rendez-vous de téléconsultation.',
        },
        {
          kind: 'paragraph',
          text: 'Le Service est un outil d’organisation et de planification. Il ne délivre aucun acte médical : les actes médicaux relèvent de la seule responsabilité des médecins qui les pratiquent, dans le respect de leurs obligations déontologiques.',
        },
        { kind: 'paragraph', text: 'Chaque Utilisateur s’engage à :' },
        {
          kind: 'list',
          items: [
            'utiliser le Service conformément à sa destination, aux présentes CGU et à la réglementation en vigueur ;',
            'saisir des informations exactes et à jour ;',
            'ne saisir aucune donnée de santé (motif de consultation, symptôme, diagnostic, traitement…) dans le Service, qui n’est pas conçu pour en recevoir ;',
            'ne pas chercher à accéder à des données ou à des fonctions qui ne relèvent pas de son profil ;',
            'ne pas porter atteinte au fonctionnement ni à la sécurité du Service, notamment par intrusion, extraction automatisée, surcharge volontaire ou introduction de code malveillant.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Le Titulaire de licence veille au respect des présentes CGU par les Utilisateurs de son cabinet numérique.',
        },
      ],
    },
    {
      id: 'acces-au-service',
      title: 'Accès au Service',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le Service est accessible en ligne depuis un navigateur web récent, sur ordinateur, tablette ou téléphone. L’Éditeur s’efforce de le rendre disponible en permanence, sous réserve des opérations de maintenance et des cas de force majeure.',
        },
        {
          kind: 'paragraph',
          text: 'Les comptes sont créés par un Utilisateur habilité, notamment le Titulaire de licence, ou l’Administrateur de salle pour sa salle. La personne concernée reçoit alors par courriel un lien de première connexion, valable 24 heures, qui lui permet de choisir son mot de passe. Elle doit accepter en ligne les présentes CGU pour activer son compte. Passé ce délai, un nouveau lien peut lui être adressé à la demande d’un Utilisateur habilité.',
        },
        {
          kind: 'paragraph',
          text: 'Le mot de passe doit respecter les règles de sécurité affichées à l’écran. Il est personnel et confidentiel. L’Éditeur ne le conserve que sous une forme hachée, qui ne permet pas de le retrouver.',
        },
        {
          kind: 'paragraph',
          text: 'En cas d’oubli, la fonction « Mot de passe oublié » adresse à l’Utilisateur, par courriel, un lien temporaire, valable pour une durée limitée, qui lui permet de définir un nouveau mot de passe. La réponse affichée est la même, que l’adresse saisie corresponde ou non à un compte.',
        },
        {
          kind: 'paragraph',
          text: 'Après plusieurs tentatives de connexion infructueuses, le compte est temporairement verrouillé afin de le protéger. Toute action effectuée avec les Identifiants d’un Utilisateur est réputée accomplie par lui ; il signale sans délai au Titulaire de licence ou à l’Éditeur toute perte ou utilisation frauduleuse de ses Identifiants.',
        },
        {
          kind: 'paragraph',
          text: 'Un Utilisateur habilité peut désactiver un compte à tout moment, notamment lorsque la personne concernée quitte ses fonctions.',
        },
      ],
    },
    {
      id: 'protection-des-donnees',
      title: 'Protection des données personnelles',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le Service ne collecte aucune donnée de santé. Pour chaque rendez-vous, il ne conserve que les données suivantes :',
        },
        {
          kind: 'list',
          items: [
            'le nom et le prénom du Patient ;',
            'la date et l’heure du rendez-vous ;',
            'le médecin consulté ;',
            'le numéro de téléphone du Patient ;',
            'le sexe du Patient ;',
            'l’adresse électronique du Patient, de manière facultative.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Pour les Utilisateurs, le Service conserve les données nécessaires à la gestion de leur compte et de leur activité : identité, coordonnées professionnelles, profils attribués et rattachements à un cabinet numérique ou à une salle.',
        },
        {
          kind: 'paragraph',
          text: 'Ces traitements sont effectués conformément au règlement (UE) 2016/679 du 27 avril 2016 (RGPD) et à la loi n° 78-17 du 6 janvier 1978 relative à l’informatique, aux fichiers et aux libertés. Pour les Données qu’il fait saisir dans le Service, le Titulaire de licence agit en qualité de responsable de traitement ; l’Éditeur agit en qualité de sous-traitant au sens de l’article 28 du RGPD et ne traite ces Données que sur instruction du Titulaire de licence, pour les seuls besoins du Service.',
        },
        {
          kind: 'paragraph',
          text: 'L’Éditeur met en œuvre des mesures techniques et organisationnelles adaptées pour protéger les Données : connexions chiffrées, accès limités selon les profils, mots de passe hachés, journalisation des opérations.',
        },
        {
          kind: 'paragraph',
          text: 'Les Données sont conservées pendant la durée du contrat de licence, puis restituées et supprimées dans les conditions de l’article « Réversibilité », sous réserve des obligations légales de conservation.',
        },
        {
          kind: 'paragraph',
          text: 'Toute personne concernée dispose d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité sur les données qui la concernent. Elle l’exerce auprès du Titulaire de licence du cabinet numérique concerné, qui en informe l’Éditeur si nécessaire. Elle peut également introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL).',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies et stockage local',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le Service n’utilise que les traceurs strictement nécessaires à son fonctionnement, dispensés de consentement en application de l’article 82 de la loi du 6 janvier 1978 :',
        },
        {
          kind: 'list',
          items: [
            'un cookie de session, sécurisé et inaccessible aux scripts de la page, qui contient le jeton de renouvellement de la connexion ; il est invalidé à la déconnexion ;',
            'des préférences enregistrées sur l’appareil de l’Utilisateur : la langue, le thème clair ou sombre, l’état du menu de navigation et certains choix d’affichage, comme les actions rapides ou les médecins sélectionnés dans le planning.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Aucun cookie publicitaire, de mesure d’audience ou de suivi n’est déposé, et aucune donnée n’est transmise à des tiers à de telles fins. Le contrôle anti-robot du formulaire « Mot de passe oublié » est assuré par le Service lui-même, sans recours à un service tiers.',
        },
        {
          kind: 'paragraph',
          text: 'L’Utilisateur peut effacer ces éléments depuis les réglages de son navigateur ; il devra alors se reconnecter et ses préférences reprendront leur valeur par défaut.',
        },
      ],
    },
    {
      id: 'droits-d-usage',
      title: 'Droits d’usage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Sous réserve du respect des présentes CGU et du paiement des sommes dues, l’Éditeur consent au Titulaire de licence, pour la durée du contrat de licence, un droit d’utilisation du Service personnel, non exclusif et non cessible, pour les besoins de son activité. Ce droit s’étend aux Utilisateurs dont il a autorisé l’accès.',
        },
        {
          kind: 'paragraph',
          text: 'Chaque compte est nominatif : les Identifiants ne peuvent être ni partagés ni cédés. Le Titulaire de licence ne peut mettre le Service à la disposition de tiers, le revendre ou l’utiliser pour le compte d’autrui sans l’accord écrit de l’Éditeur.',
        },
        {
          kind: 'paragraph',
          text: 'Ce droit d’usage porte sur le Service tel qu’il est hébergé et exploité par l’Éditeur. Il ne restreint pas les droits que la licence du logiciel confère sur son code source (article « Propriété »).',
        },
      ],
    },
    {
      id: 'paiement',
      title: 'Paiement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’accès au Service est consenti moyennant le paiement, par le Titulaire de licence, du prix de la licence. Les tarifs, la périodicité de facturation et les modalités de règlement sont fixés par le contrat de licence.',
        },
        {
          kind: 'paragraph',
          text: 'Les factures sont payables à leur échéance. Tout retard de paiement entraîne de plein droit l’application des pénalités de retard et de l’indemnité forfaitaire pour frais de recouvrement prévues à l’article L. 441-10 du Code de commerce.',
        },
        {
          kind: 'paragraph',
          text: 'Après une mise en demeure restée sans effet, l’Éditeur peut suspendre l’accès au Service jusqu’au paiement complet, sans préjudice de l’article « Résiliation ». Les Données sont conservées pendant la suspension.',
        },
      ],
    },
    {
      id: 'garantie',
      title: 'Garantie et responsabilité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’Éditeur fournit le Service avec diligence et selon les règles de l’art, dans le cadre d’une obligation de moyens. Il en assure la maintenance et s’efforce de corriger dans les meilleurs délais les anomalies qui lui sont signalées.',
        },
        {
          kind: 'paragraph',
          text: 'Le Service peut être interrompu pour maintenance. L’Éditeur s’efforce de programmer ces interruptions en dehors des périodes de forte activité et d’en informer les Utilisateurs à l’avance.',
        },
        { kind: 'paragraph', text: 'L’Éditeur n’est pas responsable :' },
        {
          kind: 'list',
          items: [
            'du contenu des Données saisies par les Utilisateurs ;',
            'des actes médicaux et du déroulement des téléconsultations ;',
            'des dommages résultant d’une utilisation du Service non conforme aux présentes CGU ;',
            'des défaillances des réseaux de télécommunication ou des équipements de l’Utilisateur ;',
            'des dommages indirects, tels que la perte de chiffre d’affaires ou de clientèle.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'En tout état de cause, la responsabilité de l’Éditeur est limitée aux dommages directs et prévisibles, dans les limites fixées par le contrat de licence.',
        },
      ],
    },
    {
      id: 'propriete',
      title: 'Propriété intellectuelle',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le Service, ses interfaces, ses textes, ses éléments graphiques, ses marques et sa documentation sont protégés par le droit de la propriété intellectuelle. Toute reproduction ou représentation non autorisée de ces éléments est interdite, sous réserve des droits accordés par la licence du logiciel.',
        },
        {
          kind: 'paragraph',
          text: 'Le code source du logiciel qui fait fonctionner le Service est diffusé sous la licence GNU Affero General Public License, version 3 ou ultérieure. Les présentes CGU ne restreignent en rien les droits que cette licence confère à ses bénéficiaires.',
        },
        {
          kind: 'paragraph',
          text: 'Le Titulaire de licence demeure propriétaire des Données. Il autorise l’Éditeur, pour la seule durée du contrat, à les héberger et à les traiter dans la mesure nécessaire à la fourniture du Service.',
        },
      ],
    },
    {
      id: 'confidentialite',
      title: 'Confidentialité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Chaque partie garde confidentielles les informations de toute nature qu’elle reçoit de l’autre à l’occasion de l’exécution du contrat, notamment les Données, les Identifiants, les informations techniques et les conditions commerciales, et ne les utilise que pour l’exécution du contrat.',
        },
        {
          kind: 'paragraph',
          text: 'Cette obligation ne s’applique pas aux informations tombées dans le domaine public sans faute de la partie qui les a reçues, ni à celles dont la communication est exigée par la loi ou par une autorité judiciaire ou administrative.',
        },
        {
          kind: 'paragraph',
          text: 'L’Éditeur impose la même obligation à son personnel et à ses sous-traitants. Les Utilisateurs sont tenus au secret sur les informations relatives aux Patients auxquelles ils accèdent dans le Service.',
        },
        {
          kind: 'paragraph',
          text: 'L’obligation de confidentialité s’applique pendant toute la durée du contrat et subsiste après son terme aussi longtemps que les informations concernées demeurent confidentielles.',
        },
      ],
    },
    {
      id: 'force-majeure',
      title: 'Force majeure',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Aucune partie n’est responsable d’un manquement à ses obligations causé par un événement de force majeure au sens de l’article 1218 du Code civil. La partie empêchée en informe l’autre sans délai.',
        },
        {
          kind: 'paragraph',
          text: 'Les obligations affectées sont suspendues pendant 30 jours. Cette suspension peut être renouvelée une fois.',
        },
        {
          kind: 'paragraph',
          text: 'Si l’empêchement persiste à l’issue de la suspension renouvelée, chacune des parties peut résilier le contrat par lettre recommandée avec demande d’avis de réception, sans indemnité de part et d’autre.',
        },
      ],
    },
    {
      id: 'preuve',
      title: 'Preuve',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Les enregistrements électroniques conservés dans les systèmes d’information de l’Éditeur, dans des conditions raisonnables de sécurité, font foi entre les parties des connexions, des opérations réalisées dans le Service, de l’acceptation des CGU et des échanges intervenus entre elles.',
        },
        {
          kind: 'paragraph',
          text: 'Conformément à l’article 1366 du Code civil, l’écrit électronique a la même force probante que l’écrit sur support papier. Les parties ne contesteront pas la recevabilité ou la force probante de ces enregistrements au seul motif qu’ils sont établis sous forme électronique.',
        },
      ],
    },
    {
      id: 'resiliation',
      title: 'Résiliation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Le contrat de licence prend fin dans les conditions qu’il prévoit. Chaque partie peut en outre le résilier en cas de manquement grave de l’autre partie à ses obligations, après une mise en demeure restée sans effet, sans préjudice des dommages et intérêts qu’elle pourrait réclamer.',
        },
        {
          kind: 'paragraph',
          text: 'L’Éditeur peut suspendre immédiatement un compte dont l’utilisation menace la sécurité du Service ou les droits de tiers ; il en informe le Titulaire de licence.',
        },
        {
          kind: 'paragraph',
          text: 'À la fin du contrat, l’accès au Service est fermé pour l’ensemble des Utilisateurs du cabinet numérique concerné et les Données sont restituées dans les conditions de l’article « Réversibilité ».',
        },
      ],
    },
    {
      id: 'reversibilite',
      title: 'Réversibilité',
      blocks: [
        {
          kind: 'paragraph',
          text: 'À la fin du contrat, quelle qu’en soit la cause, l’Éditeur restitue au Titulaire de licence qui en fait la demande l’ensemble de ses Données, dans un format standard et lisible, dans un délai de 15 jours ouvrés.',
        },
        {
          kind: 'paragraph',
          text: 'L’Éditeur coopère de bonne foi pour permettre au Titulaire de licence de reprendre ses Données dans un autre outil.',
        },
        {
          kind: 'paragraph',
          text: 'Après la restitution, l’Éditeur supprime les Données de ses systèmes, sous réserve des obligations légales de conservation, et en informe le Titulaire de licence.',
        },
      ],
    },
    {
      id: 'revision',
      title: 'Révision des CGU',
      blocks: [
        {
          kind: 'paragraph',
          text: 'L’Éditeur peut modifier les présentes CGU, notamment pour tenir compte d’une évolution du Service ou de la réglementation. La version en vigueur est celle publiée sur cette page ; sa date figure en tête du document.',
        },
        {
          kind: 'paragraph',
          text: 'Les Utilisateurs sont informés de toute modification substantielle avant son entrée en vigueur. Lorsque la modification le justifie, l’Utilisateur est invité à accepter en ligne la nouvelle version lors de sa connexion suivante ; à défaut, il ne peut plus utiliser le Service.',
        },
      ],
    },
    {
      id: 'litiges',
      title: 'Droit applicable et litiges',
      blocks: [
        { kind: 'paragraph', text: 'Les présentes CGU sont régies par le droit français.' },
        {
          kind: 'paragraph',
          text: 'En cas de différend relatif à leur interprétation ou à leur exécution, les parties recherchent d’abord une solution amiable. La partie qui soulève le différend le notifie à l’autre par écrit ; les parties disposent alors d’un délai de 30 jours pour parvenir à un accord.',
        },
        {
          kind: 'paragraph',
          text: 'À défaut d’accord amiable dans ce délai, le litige sera porté devant les tribunaux compétents de Troyes.',
        },
      ],
    },
  ],
};
