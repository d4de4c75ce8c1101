/**
 * The section headings a printed resume shows, in every resume language (docs/decisions/0047-resume-language.md).
 * English is the spec's wording (SECTION_LABELS, which the app's own screens keep); the others are the usual
 * wording of a resume in that language. A person may rename any heading on their resume (sectionHeadings): a rename
 * beats this catalogue.
 */
import { SECTION_IDS, SECTION_LABELS, type SectionId } from '../constants/style';
import type { ResumeLanguage } from './languages';

export const SECTION_HEADINGS: Record<ResumeLanguage, Record<SectionId, string>> = {
  en: SECTION_LABELS,
  de: {
    'personal-info': 'Persönliche Angaben',
    summary: 'Zusammenfassung',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    skills: 'Kenntnisse',
    projects: 'Projekte',
    certifications: 'Zertifikate',
  },
  fr: {
    'personal-info': 'Informations personnelles',
    summary: 'Profil professionnel',
    experience: 'Expérience professionnelle',
    education: 'Formation',
    skills: 'Compétences',
    projects: 'Projets',
    certifications: 'Certifications',
  },
  es: {
    'personal-info': 'Información personal',
    summary: 'Perfil profesional',
    experience: 'Experiencia laboral',
    education: 'Formación',
    skills: 'Habilidades',
    projects: 'Proyectos',
    certifications: 'Certificaciones',
  },
  pt: {
    'personal-info': 'Informações pessoais',
    summary: 'Resumo profissional',
    experience: 'Experiência profissional',
    education: 'Formação acadêmica',
    skills: 'Competências',
    projects: 'Projetos',
    certifications: 'Certificações',
  },
  it: {
    'personal-info': 'Informazioni personali',
    summary: 'Profilo professionale',
    experience: 'Esperienza lavorativa',
    education: 'Istruzione',
    skills: 'Competenze',
    projects: 'Progetti',
    certifications: 'Certificazioni',
  },
  nl: {
    'personal-info': 'Persoonlijke gegevens',
    summary: 'Profiel',
    experience: 'Werkervaring',
    education: 'Opleiding',
    skills: 'Vaardigheden',
    projects: 'Projecten',
    certifications: 'Certificaten',
  },
  pl: {
    'personal-info': 'Dane osobowe',
    summary: 'Podsumowanie zawodowe',
    experience: 'Doświadczenie zawodowe',
    education: 'Wykształcenie',
    skills: 'Umiejętności',
    projects: 'Projekty',
    certifications: 'Certyfikaty',
  },
  sv: {
    'personal-info': 'Personuppgifter',
    summary: 'Sammanfattning',
    experience: 'Arbetslivserfarenhet',
    education: 'Utbildning',
    skills: 'Kompetenser',
    projects: 'Projekt',
    certifications: 'Certifieringar',
  },
  tr: {
    'personal-info': 'Kişisel Bilgiler',
    summary: 'Profesyonel Özet',
    experience: 'İş Deneyimi',
    education: 'Eğitim',
    skills: 'Yetenekler',
    projects: 'Projeler',
    certifications: 'Sertifikalar',
  },
  ru: {
    'personal-info': 'Личные данные',
    summary: 'О себе',
    experience: 'Опыт работы',
    education: 'Образование',
    skills: 'Навыки',
    projects: 'Проекты',
    certifications: 'Сертификаты',
  },
  uk: {
    'personal-info': 'Особисті дані',
    summary: 'Про себе',
    experience: 'Досвід роботи',
    education: 'Освіта',
    skills: 'Навички',
    projects: 'Проєкти',
    certifications: 'Сертифікати',
  },
  ar: {
    'personal-info': 'المعلومات الشخصية',
    summary: 'الملخص المهني',
    experience: 'الخبرة العملية',
    education: 'التعليم',
    skills: 'المهارات',
    projects: 'المشاريع',
    certifications: 'الشهادات',
  },
  he: {
    'personal-info': 'פרטים אישיים',
    summary: 'תקציר מקצועי',
    experience: 'ניסיון תעסוקתי',
    education: 'השכלה',
    skills: 'כישורים',
    projects: 'פרויקטים',
    certifications: 'הסמכות',
  },
  fa: {
    'personal-info': 'اطلاعات شخصی',
    summary: 'خلاصه حرفه‌ای',
    experience: 'سوابق کاری',
    education: 'تحصیلات',
    skills: 'مهارت‌ها',
    projects: 'پروژه‌ها',
    certifications: 'گواهینامه‌ها',
  },
  hi: {
    'personal-info': 'व्यक्तिगत जानकारी',
    summary: 'पेशेवर सारांश',
    experience: 'कार्य अनुभव',
    education: 'शिक्षा',
    skills: 'कौशल',
    projects: 'परियोजनाएँ',
    certifications: 'प्रमाणपत्र',
  },
  ja: {
    'personal-info': '個人情報',
    summary: '職務要約',
    experience: '職務経歴',
    education: '学歴',
    skills: 'スキル',
    projects: 'プロジェクト',
    certifications: '資格',
  },
  'zh-Hans': {
    'personal-info': '个人信息',
    summary: '个人简介',
    experience: '工作经历',
    education: '教育背景',
    skills: '专业技能',
    projects: '项目经历',
    certifications: '证书',
  },
  'zh-Hant': {
    'personal-info': '個人資料',
    summary: '個人簡介',
    experience: '工作經歷',
    education: '教育背景',
    skills: '專業技能',
    projects: '專案經歷',
    certifications: '證照',
  },
  ko: {
    'personal-info': '인적 사항',
    summary: '자기소개',
    experience: '경력',
    education: '학력',
    skills: '보유 기술',
    projects: '프로젝트',
    certifications: '자격증',
  },
  vi: {
    'personal-info': 'Thông tin cá nhân',
    summary: 'Giới thiệu bản thân',
    experience: 'Kinh nghiệm làm việc',
    education: 'Học vấn',
    skills: 'Kỹ năng',
    projects: 'Dự án',
    certifications: 'Chứng chỉ',
  },
  th: {
    'personal-info': 'ข้อมูลส่วนตัว',
    summary: 'สรุปประวัติ',
    experience: 'ประสบการณ์การทำงาน',
    education: 'การศึกษา',
    skills: 'ทักษะ',
    projects: 'โครงการ',
    certifications: 'ใบรับรอง',
  },
  id: {
    'personal-info': 'Informasi Pribadi',
    summary: 'Ringkasan Profesional',
    experience: 'Pengalaman Kerja',
    education: 'Pendidikan',
    skills: 'Keahlian',
    projects: 'Proyek',
    certifications: 'Sertifikasi',
  },
};

/** The sections whose heading shows (personal-info is the name, no heading) and so may be renamed. */
export const RENAMABLE_SECTIONS = SECTION_IDS.filter(
  (id): id is Exclude<SectionId, 'personal-info'> => id !== 'personal-info',
);
export type RenamableSection = (typeof RENAMABLE_SECTIONS)[number];

/** A resume's own headings, section -> heading; a section not in it shows the catalogue's. */
export type SectionHeadings = Partial<Record<RenamableSection, string>>;

export const SECTION_HEADING_MAX_LENGTH = 60;

/** The heading a section shows: the person's rename, else the catalogue's in the view's language. */
export function sectionHeading(section: SectionId, language: ResumeLanguage, renamed?: SectionHeadings | null): string {
  const own = renamed?.[section as RenamableSection]?.trim();
  return own || SECTION_HEADINGS[language][section];
}

/**
 * Whether a value is a valid set of renames: an object whose keys are renamable sections and whose values are
 * text of at most SECTION_HEADING_MAX_LENGTH characters (blank: back to the catalogue's).
 */
export function isSectionHeadings(value: unknown): value is SectionHeadings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, heading]) =>
      (RENAMABLE_SECTIONS as readonly string[]).includes(key) &&
      typeof heading === 'string' &&
      [...heading.trim()].length <= SECTION_HEADING_MAX_LENGTH,
  );
}

/** The renames as stored: trimmed, blank ones dropped (their section shows the catalogue's heading again). */
export function cleanSectionHeadings(value: SectionHeadings): SectionHeadings {
  return Object.fromEntries(
    Object.entries(value)
      .map(([key, heading]) => [key, (heading ?? '').trim()])
      .filter(([, heading]) => heading !== ''),
  ) as SectionHeadings;
}
