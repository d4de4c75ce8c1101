/** Job postings written for the match's tests (issue 28: several languages, a required/preferred split). */

/** English, headed sections: a required list, a nice-to-have list, and a benefits section after them. */
export const BACKEND_EN = `Senior Backend Engineer (m/f/d) – Payments Platform

About the role
You will design and run the services that move money for 4 million customers. You'll work with product managers and
SREs in a cross-functional squad.

Requirements:
- 5+ years of professional experience with Go or Java
- Strong knowledge of PostgreSQL and Redis
- Experience running services on Kubernetes (k8s) in AWS
- CI/CD with GitHub Actions; you write unit tests as a habit

Nice to have:
- Apache Kafka or RabbitMQ
- Terraform
- AWS Certified Solutions Architect

What we offer
- 30 days of holiday, a learning budget and a MacBook
`;

/** English, no headings: the weights come from the sentences ('is required', 'is a plus'). */
export const DATA_EN = `We are hiring a Data Analyst to join our growth team in Dublin. SQL is required. Fluency in Python (pandas)
is essential for this role. Experience with Tableau or Power BI is a plus. You will present findings to stakeholders
and run A/B testing with the marketing team.`;

/** German: 'Das bringst du mit' (required), 'Wünschenswert' (preferred), 'Wir bieten' (neither). */
export const FRONTEND_DE = `Frontend-Entwickler:in (React) in Berlin

Deine Aufgaben
- Du entwickelst unsere Webanwendung mit React und TypeScript weiter
- Du arbeitest eng mit UX-Design und Backend zusammen

Das bringst du mit:
- Mehrjährige Erfahrung mit JavaScript, TypeScript und React
- Sicherer Umgang mit HTML und CSS sowie Tailwind CSS
- Erfahrung mit Jest und Playwright

Wünschenswert:
- Kenntnisse in Next.js und GraphQL
- Erfahrung mit Barrierefreiheit und Figma

Wir bieten
- Flexible Arbeitszeiten und Jobrad
`;

/** French: 'Profil recherché' (required) with an inline 'un plus' (preferred). */
export const DEVOPS_FR = `Ingénieur DevOps H/F – Lyon

Vos missions
- Automatiser nos déploiements avec Ansible et Terraform
- Superviser la plateforme avec Prometheus et Grafana

Profil recherché :
- Maîtrise de Linux et de Docker
- Expérience de Kubernetes en production
- La certification CKA serait un plus.
- Anglais professionnel
`;

/** Spanish, short: 'Requisitos' and 'Se valorará'. */
export const QA_ES = `Ingeniero/a de QA

Requisitos:
- Experiencia demostrable en automatización con Selenium y Cypress
- Conocimientos de Java

Se valorará:
- ISTQB
`;
