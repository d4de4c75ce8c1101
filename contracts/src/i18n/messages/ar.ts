import { RESUME_LANGUAGES } from '../../languages/languages';
import { RENAMABLE_SECTIONS, SECTION_HEADING_MAX_LENGTH } from '../../languages/section-headings';
import type { Translation } from '../catalogue';
import { chromeAr } from '../chrome/ar';
import type { MessagesTexts } from './en';

/**
 * The toasts' and the API errors' texts in Arabic (en.ts says what each key is). The message pages'
 * texts, which the server's pages show too, are the `chrome` namespace's: one wording.
 */
export const messagesAr: Translation<MessagesTexts> = {
  MESSAGES: {
    session: {
      logoutFailed: { title: 'خطأ', description: 'تعذّر تسجيل الخروج. يُرجى المحاولة مرة أخرى.' },
      loggedOut: { title: 'تم تسجيل الخروج', description: 'تم تسجيل خروجك بنجاح.' },
    },
    export: {
      failed: { title: 'فشل التصدير', description: 'حدث خطأ أثناء إنشاء ملف PDF. يُرجى المحاولة مرة أخرى.' },
      done: { title: 'تم إنشاء ملف PDF', description: 'تم تصدير سيرتك الذاتية بصيغة PDF' },
    },
    linkedin: {
      devMode: { title: 'وضع التطوير' },
      connectFailed: { title: 'فشل الاتصال', description: 'تعذّر الاتصال بـ LinkedIn. يُرجى المحاولة مرة أخرى.' },
      connected: { title: 'تم ربط LinkedIn' },
      syncFailed: { title: 'فشلت المزامنة', description: 'تعذّرت مزامنة ملف LinkedIn الشخصي. يُرجى المحاولة مرة أخرى.' },
      synced: { title: 'تمت مزامنة ملف LinkedIn الشخصي' },
    },
    items: {
      experience: {
        saveFailed: { title: 'فشل الحفظ', description: 'حدث خطأ أثناء حفظ خبرتك.' },
        deleteFailed: { title: 'فشل الحذف', description: 'حدث خطأ أثناء حذف الخبرة.' },
        updated: { title: 'تم تحديث الخبرة' },
        deleted: { title: 'تم حذف الخبرة' },
        addFailed: { title: 'خطأ', description: 'تعذّرت إضافة الخبرة' },
      },
      education: {
        saveFailed: { title: 'فشل الحفظ', description: 'حدث خطأ أثناء حفظ مؤهلك التعليمي.' },
        deleteFailed: { title: 'فشل الحذف', description: 'حدث خطأ أثناء حذف المؤهل التعليمي.' },
        updated: { title: 'تم تحديث المؤهل التعليمي' },
        deleted: { title: 'تم حذف المؤهل التعليمي' },
        addFailed: { title: 'خطأ', description: 'تعذّرت إضافة المؤهل التعليمي' },
      },
      project: {
        saveFailed: { title: 'فشل الحفظ', description: 'حدث خطأ أثناء حفظ مشروعك.' },
        deleteFailed: { title: 'فشل الحذف', description: 'حدث خطأ أثناء حذف المشروع.' },
        updated: { title: 'تم تحديث المشروع' },
        deleted: { title: 'تم حذف المشروع' },
        addFailed: { title: 'خطأ', description: 'تعذّرت إضافة المشروع' },
      },
      certification: {
        saveFailed: { title: 'فشل الحفظ', description: 'حدث خطأ أثناء حفظ شهادتك.' },
        deleteFailed: { title: 'فشل الحذف', description: 'حدث خطأ أثناء حذف الشهادة.' },
        updated: { title: 'تم تحديث الشهادة' },
        deleted: { title: 'تم حذف الشهادة' },
        addFailed: { title: 'خطأ', description: 'تعذّرت إضافة الشهادة' },
      },
      skill: {
        addFailed: { title: 'تعذّرت إضافة المهارة', description: 'حدث خطأ أثناء إضافة مهارتك.' },
        deleteFailed: { title: 'تعذّر حذف المهارة', description: 'حدث خطأ أثناء حذف المهارة.' },
        added: { title: 'تمت إضافة المهارة' },
        deleted: { title: 'تم حذف المهارة' },
      },
      personalInfoFailed: { title: 'خطأ', description: 'تعذّر تحديث المعلومات الشخصية' },
      summaryFailed: { title: 'خطأ', description: 'تعذّر تحديث الملخص المهني' },
      requiredFieldsMissing: { title: 'حقول مطلوبة ناقصة', description: 'يُرجى ملء جميع الحقول المطلوبة.' },
      duplicateTag: { title: 'وسم مكرر', description: 'تمت إضافة هذا الوسم من قبل.' },
    },
    resumeViews: {
      loadError: chromeAr.pages.loadError,
      notAvailable: chromeAr.pages.notAvailable,
      notFound: {
        title: 'لم يتم العثور على السيرة الذاتية',
        description: 'السيرة الذاتية التي تبحث عنها غير موجودة أو لا يمكن الوصول إليها.',
      },
      invalidShareLink: chromeAr.pages.invalidShareLink,
      tooManyDownloads: chromeAr.pages.tooManyDownloads,
      tooManyLookups: chromeAr.pages.tooManyLookups,
      securityCodeDialog: {
        title: 'رمز الأمان مطلوب',
        description: 'هذه السيرة الذاتية محمية. أدخل رمز الأمان المكوّن من 4 أرقام لعرضها.',
      },
      protectedResume: { title: 'سيرة ذاتية محمية', description: 'هذه السيرة الذاتية محمية برمز أمان.' },
      linkLocked: {
        title: 'الرابط مقفل',
        description: 'قُفل هذا الرابط بعد إدخال رموز أمان خاطئة كثيرة. اطلب رمزًا جديدًا من صاحبه.',
      },
      sharedByHash: { title: 'سيرة ذاتية مشتركة', description: 'سيرة ذاتية مشتركة' },
      moved: chromeAr.pages.moved,
      requestRefused: { title: 'لم يُقبل الطلب', description: '{{message}}' },
    },
    emailChange: {
      pending: {
        title: 'أكّد بريدك الإلكتروني الجديد',
        description: 'أرسلنا رابط تأكيد إلى {{email}}. يتغيّر بريدك الإلكتروني عند فتحه.',
      },
      confirmed: { title: 'تم تحديث البريد الإلكتروني', description: 'سجّل الدخول بعنوانك الجديد من الآن فصاعدًا.' },
    },
    otherSessions: {
      failed: { title: 'خطأ', description: 'تعذّر تسجيل الخروج من الأجهزة الأخرى. يُرجى المحاولة مرة أخرى.' },
    },
    privacy: {
      publicPageOn: {
        title: 'الصفحة العامة مفعّلة',
        description: 'يمكن لأي شخص لديه العنوان قراءة سيرتك الذاتية كاملة.',
      },
      publicPageOff: {
        title: 'الصفحة العامة معطّلة',
        description: 'لا تُعرض سيرتك الذاتية إلا عبر روابط المشاركة الخاصة بك.',
      },
      contactSaved: { title: 'تم تحديث بيانات الاتصال', description: 'تعرض الصفحات العامة والمشتركة اختيارك.' },
      saveFailed: { title: 'خطأ', description: 'تعذّر تحديث إعدادات صفحتك' },
      codedLinkButPublicPage: {
        title: 'سيرتك الذاتية عامة أيضًا',
        description:
          'يمكن لأي شخص قراءة سيرتك الذاتية كاملة على صفحتك العامة دون هذا الرمز. عطّل الصفحة العامة لتبقى محمية بالرمز.',
      },
      ownerPreview: { title: 'معاينة سيرتك الذاتية الكاملة', description: 'يقرؤها الزوار على صفحتك العامة:' },
      ownerPreviewPageOff: {
        title: 'صفحتك العامة معطّلة',
        description: 'أنت وحدك ترى هذه المعاينة. ولا تزال روابط المشاركة تعمل.',
      },
    },
    filters: {
      createFailed: { title: 'خطأ', description: 'تعذّر إنشاء المرشح: {{detail}}' },
      updateFailed: { title: 'خطأ', description: 'تعذّر تحديث المرشح: {{detail}}' },
      deleteFailed: { title: 'خطأ', description: 'تعذّر حذف المرشح: {{detail}}' },
      created: { title: 'تم إنشاء المرشح' },
      updated: { title: 'تم تحديث المرشح' },
      deleted: { title: 'تم حذف المرشح' },
    },
    jobMatch: {
      filterCreated: { title: 'تم إنشاء المرشح', description: 'يعرض «{{name}}» العناصر الموسومة بـ {{tags}}.' },
      failed: { title: 'خطأ', description: 'تعذّرت مطابقة إعلان الوظيفة. يُرجى المحاولة مرة أخرى.' },
      createFailed: { title: 'خطأ', description: 'تعذّر إنشاء المرشح: {{detail}}' },
    },
    applications: {
      empty: {
        title: 'لا توجد طلبات توظيف بعد',
        description: 'أضف الوظائف التي تتقدّم إليها: يحصل كل منها على رابط مشاركة خاص به.',
      },
      created: { title: 'تمت إضافة طلب التوظيف', description: 'رابط المشاركة الخاص به جاهز للإرسال.' },
      createFailed: { title: 'خطأ', description: 'تعذّرت إضافة طلب التوظيف' },
      moveFailed: { title: 'خطأ', description: 'تعذّر نقل طلب التوظيف' },
      deleted: { title: 'تم حذف طلب التوظيف', description: 'يبقى رابط المشاركة الخاص به في «إدارة روابط المشاركة».' },
      deleteFailed: { title: 'خطأ', description: 'تعذّر حذف طلب التوظيف' },
      saved: { title: 'تم حفظ طلب التوظيف' },
    },
    templates: {
      saveFailed: { title: 'خطأ', description: 'تعذّر حفظ القالب: {{detail}}' },
      saved: { title: 'تم حفظ القالب بنجاح' },
      presetApplied: { title: 'تم تطبيق القالب الجاهز' },
      alreadyApplied: { title: 'القالب مطبَّق بالفعل' },
    },
    shareLinks: {
      planEnded: {
        title: 'انتهت خطة بريميوم الخاصة بك',
        description:
          'تستمر روابطك في العمل بما تعرضه الخطة المجانية: المرشح نفسه بالقالب القياسي. لا يزال بإمكانك نسخها وتغيير رموزها وحذفها؛ أما الروابط الجديدة والإحصاءات فتتطلب بريميوم.',
      },
      deleteFailed: { title: 'خطأ', description: 'تعذّر حذف رابط المشاركة' },
      updateFailed: { title: 'خطأ', description: 'تعذّر تحديث رابط المشاركة' },
      createFailed: { title: 'خطأ', description: 'تعذّر إنشاء رابط المشاركة' },
      copyFailed: { title: 'فشل النسخ', description: 'يُرجى تحديد الرابط ونسخه يدويًا' },
      copyCodeFailed: { title: 'فشل النسخ', description: 'يُرجى تحديد رمز الأمان ونسخه يدويًا' },
      deleted: { title: 'تم حذف الرابط' },
      updated: { title: 'تم تحديث الرابط' },
      created: { title: 'تم إنشاء رابط المشاركة' },
      refreshed: { title: 'تم تحديث محتوى الرابط', description: 'يعرض الرابط الآن سيرتك الذاتية كما هي حاليًا.' },
      refreshFailed: { title: 'خطأ', description: 'تعذّر تحديث محتوى رابط المشاركة' },
      linkCopied: { title: 'تم نسخ الرابط' },
      copied: { title: 'تم النسخ!' },
      resumeNotFound: { title: 'لم يتم العثور على السيرة الذاتية' },
      templateRequired: { title: 'القالب مطلوب', description: 'يُرجى اختيار قالب لرابط المشاركة.' },
      paused: {
        title: 'تم إيقاف الرابط مؤقتًا',
        description: 'يرى الزوار الآن «رابط مشاركة غير صالح» إلى أن تستأنفه. وتبقى إحصاءاته هنا.',
      },
      resumed: { title: 'تم استئناف الرابط', description: 'يعرض الرابط سيرتك الذاتية من جديد.' },
      expirySet: { title: 'تم تعيين تاريخ الانتهاء' },
      expiryCleared: { title: 'تمت إزالة تاريخ الانتهاء', description: 'لم تعد صلاحية الرابط تنتهي.' },
      expiryDialog: {
        title: 'انتهاء صلاحية الرابط',
        description:
          'بعد هذا اليوم يرى الزوار «رابط مشاركة غير صالح» ويتوقف تنزيل ملف PDF. يمكنك تغييره أو إزالته في أي وقت.',
      },
      reading: {
        notifyFailed: { title: 'خطأ', description: 'تعذّر تغيير الإشعارات' },
      },
    },
    billing: {
      checkoutFailed: { title: 'خطأ', description: 'تعذّر إنشاء جلسة الدفع. يُرجى المحاولة مرة أخرى.' },
      portalFailed: { title: 'خطأ', description: 'تعذّر الوصول إلى بوابة الاشتراك. يُرجى المحاولة مرة أخرى.' },
      priceIdMissing: { title: 'معرّف السعر مفقود', description: 'هذه الخطة غير متاحة للشراء حاليًا.' },
      freePlan: { title: 'الخطة المجانية', description: 'أنت مشترك بالفعل في الخطة المجانية! لا حاجة إلى الدفع.' },
      confirming: {
        title: 'جارٍ تأكيد دفعتك...',
        description: 'تتغيّر خطتك بمجرد أن يؤكد مزوّد الدفع العملية. يستغرق ذلك عادةً بضع ثوانٍ.',
      },
      confirmed: { title: 'تم تأكيد الدفع', description: 'مرحبًا بك في {{plan}}! ميزات بريميوم جاهزة.' },
      confirmSlow: {
        title: 'لا يزال تأكيد دفعتك جاريًا',
        description: 'يستغرق التأكيد وقتًا أطول من المعتاد. تتغيّر خطتك فور وصوله؛ أعد تحميل هذه الصفحة بعد دقيقة.',
      },
      checkoutCanceled: { title: 'تم إلغاء عملية الدفع', description: 'لم يُخصم أي مبلغ. يمكنك الترقية متى شئت.' },
      pastDue: {
        title: 'الدفع متأخر',
        description: 'فشلت دفعتك الأخيرة. حدّث طريقة الدفع في «إدارة الاشتراك» للاحتفاظ بميزات بريميوم.',
      },
      pastDueFeature: {
        title: 'الدفع متأخر',
        description:
          'فشلت دفعتك الأخيرة، لذا أُوقفت ميزات بريميوم مؤقتًا. حدّث بطاقتك في «إدارة الاشتراك» لاستخدامها من جديد.',
      },
      cancelAtPeriodEnd: {
        title: 'تمت جدولة الإلغاء',
        description:
          'تم إلغاء اشتراكك وينتهي في {{date}}. تحتفظ بميزات بريميوم حتى ذلك الحين؛ وبعدها يعود حسابك إلى الخطة المجانية.',
      },
    },
    remotes: {
      unavailable: {
        title: 'تعذّر تحميل هذا الجزء من التطبيق',
        description:
          'ربما يجري تحديثه أو أنه غير متاح مؤقتًا. بقية التطبيق لا تزال تعمل. تحقّق من اتصالك وحاول مرة أخرى بعد قليل.',
      },
      updateNeeded: { title: 'تحتاج هذه الشاشة إلى تحديث', description: 'أعد تحميل الصفحة للحصول على أحدث إصدار.' },
    },
    guard: {
      premiumFeature: {
        title: 'ميزة بريميوم',
        description:
          'هذه الميزة متاحة لمشتركي بريميوم فقط. رقِّ اشتراكك الآن للوصول إلى جميع ميزات بريميوم، ومنها المرشحات والقوالب المخصصة وغيرها.',
      },
    },
    notFoundPage: { title: '404 الصفحة غير موجودة', description: 'هل نسيت إضافة الصفحة إلى الموجِّه؟' },
    resumeLanguage: {
      languageSaved: { title: 'تم بنجاح', description: 'سيرتك الذاتية الآن باللغة {{name}}.' },
      headingsSaved: { title: 'تم بنجاح', description: 'تم تحديث عناوين الأقسام' },
      failed: { title: 'خطأ', description: 'تعذّر تغيير لغة السيرة الذاتية: {{detail}}' },
    },
  },
  ERROR_CODES: {
    VALIDATION_FAILED: 'الطلب غير صالح.',
    INVALID_EMAIL: 'يُرجى إدخال عنوان بريد إلكتروني صالح',
    EMAIL_NOT_SUPPORTED: 'يُرجى استخدام عنوان بريد إلكتروني لا يحتوي على حروف مشكّلة أو خاصة قبل @.',
    FORBIDDEN_FIELD: 'لا يمكن تغيير هذا الحقل.',
    REQUIRED_FIELDS_MISSING: 'يُرجى ملء جميع الحقول المطلوبة.',
    DUPLICATE_TAG: 'تمت إضافة هذا الوسم من قبل.',
    UNKNOWN_TAG: 'اختر الوسوم من بين وسوم خبراتك ومشاريعك.',
    MAGIC_LINK_NO_TOKEN: 'رابط تسجيل الدخول غير صالح. لم يُقدَّم أي رمز.',
    MAGIC_LINK_INVALID: 'رابط تسجيل الدخول غير صالح أو منتهي الصلاحية.',
    MAGIC_LINK_CONFIRM_REQUIRED: 'أكّد أنك تريد تسجيل الدخول بهذا الرابط.',
    EMAIL_CHANGE_INVALID: 'رابط التأكيد هذا غير صالح أو انتهت صلاحيته.',
    UNAUTHENTICATED: 'لم تسجّل الدخول.',
    FORBIDDEN_ORIGIN: 'جاء هذا الطلب من موقع آخر فرُفض.',
    PREMIUM_REQUIRED:
      'هذه الميزة متاحة لمشتركي بريميوم فقط. رقِّ اشتراكك الآن للوصول إلى جميع ميزات بريميوم، ومنها المرشحات والقوالب المخصصة وغيرها.',
    SECURITY_CODE_REQUIRED: 'رمز الأمان مطلوب',
    SECURITY_CODE_INVALID: 'رمز الأمان غير صالح. يُرجى المحاولة مرة أخرى.',
    CODE_ATTEMPTS_WAIT: 'أُدخلت رموز أمان خاطئة كثيرة. يُرجى الانتظار قبل المحاولة مرة أخرى.',
    SHARE_LINK_LOCKED: 'قُفل هذا الرابط بعد إدخال رموز أمان خاطئة كثيرة. اطلب رمزًا جديدًا من صاحبه.',
    SHARE_LINK_INVALID: 'رابط السيرة الذاتية المشتركة هذا غير صالح أو انتهت صلاحيته.',
    SHARE_LINK_EXPIRY_INVALID: 'اختر تاريخ انتهاء في المستقبل، بعد 365 يومًا على الأكثر.',
    READ_VISIT_INVALID: 'لا يمكن تسجيل هذه الزيارة: رمزها أو قيمها مفقودة أو خاطئة أو منتهية الصلاحية.',
    READ_VISIT_LIMIT: 'أرسلت هذه الزيارة بالفعل الحد الأقصى البالغ 20 قراءة.',
    TEMPLATE_REQUIRED: 'يُرجى اختيار قالب لرابط المشاركة.',
    END_BEFORE_START: 'لا يمكن أن يسبق تاريخ الانتهاء تاريخ البدء.',
    TOO_MANY_TAGS: 'يمكن أن يحمل العنصر 20 وسمًا على الأكثر.',
    INVALID_ORDER: 'يجب أن يتضمن الترتيب الجديد كل عنصر في القسم مرة واحدة بالضبط.',
    INVALID_JSON_RESUME: 'هذا الملف ليس مستند JSON Resume صالحًا.',
    JSON_RESUME_TOO_LARGE: 'حجم هذا الملف أكبر من 1 ميغابايت، لذا لم يُستورد شيء.',
    JSON_RESUME_TOO_MANY_ENTRIES:
      'يحتوي هذا الملف على إدخالات أكثر مما يمكن أن تحتويه السيرة الذاتية، لذا لم يُستورد شيء.',
    SECTION_FULL: 'بلغ هذا القسم الحد الأقصى لعدد العناصر.',
    FILTER_LIMIT_REACHED: 'يمكنك الاحتفاظ بـ 50 مرشحًا على الأكثر. احذف واحدًا لإضافة آخر.',
    TEMPLATE_LIMIT_REACHED: 'يمكنك الاحتفاظ بـ 20 قالبًا على الأكثر. احذف واحدًا لإضافة آخر.',
    SHARE_LINK_LIMIT_REACHED: 'يمكنك الاحتفاظ بـ 100 رابط مشاركة على الأكثر. احذف واحدًا لإنشاء آخر.',
    SNAPSHOT_LIMIT_REACHED:
      'يمكنك الاحتفاظ بـ 20 نسخة مجمّدة على الأكثر (10 ميغابايت) من سيرتك الذاتية. اجعل رابطًا مجمّدًا مباشرًا أو حدّثه أو احذفه لتجميد نسخة أخرى.',
    NOT_FOUND: 'غير موجود.',
    RESUME_NOT_FOUND: 'السيرة الذاتية التي تبحث عنها غير موجودة أو لا يمكن الوصول إليها.',
    USERNAME_TAKEN: 'اسم المستخدم هذا مأخوذ بالفعل.',
    USERNAME_RESERVED: 'اسم المستخدم هذا محجوز. يُرجى اختيار اسم آخر.',
    EMAIL_TAKEN: 'عنوان البريد الإلكتروني هذا مستخدم بالفعل.',
    PAYLOAD_TOO_LARGE: 'محتوى الطلب كبير جدًا.',
    PAYLOAD_TOO_MANY_VALUES: 'يحتوي محتوى الطلب على قيم كثيرة جدًا.',
    UNSUPPORTED_MEDIA_TYPE: 'نوع المحتوى أو مجموعة الأحرف أو الترميز هذا غير مدعوم.',
    RATE_LIMITED: 'عدد كبير جدًا من الطلبات. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    SERVICE_UNAVAILABLE: 'الخدمة غير متاحة حاليًا. يُرجى المحاولة مرة أخرى لاحقًا.',
    PRICE_NOT_AVAILABLE: 'هذه الخطة غير متاحة للشراء حاليًا.',
    REDIRECT_NOT_ALLOWED: 'يجب أن يكون عنوان العودة صفحة من هذا الموقع.',
    NO_BILLING_ACCOUNT: 'لا يوجد حساب فوترة بعد. اختر خطة من صفحة الأسعار أولًا.',
    SUBSCRIPTION_EXISTS: 'لديك اشتراك بالفعل. استخدم «إدارة الاشتراك» لتغييره.',
    NO_SUBSCRIPTION: 'لا يوجد اشتراك لتغييره. اختر خطة من صفحة الأسعار للاشتراك.',
    WEBHOOK_SIGNATURE_INVALID: 'توقيع الـ Webhook مفقود أو خاطئ أو قديم جدًا.',
    PAYMENT_PROVIDER_FAILED: 'تعذّر الوصول إلى مزوّد الدفع. يُرجى المحاولة مرة أخرى.',
    BILLING_DISABLED: 'الدفع غير متاح حاليًا.',
    PDF_FAILED: 'حدث خطأ أثناء إنشاء ملف PDF. يُرجى المحاولة مرة أخرى.',
    PDF_TIMEOUT: 'استغرق إنشاء ملف PDF وقتًا طويلًا جدًا. يُرجى المحاولة مرة أخرى.',
    PDF_TOO_LONG: 'سيتجاوز ملف PDF عشر صفحات. اختصر السيرة الذاتية أو استخدم مرشحًا.',
    PDF_UNAVAILABLE:
      'تصدير PDF غير متاح على هذا الخادم: تعذّر العثور على Chromium أو تشغيله. ثبّته، أو اضبط CHROMIUM_PATH على ملفه التنفيذي.',
    LINKEDIN_UNAVAILABLE: 'الربط مع LinkedIn غير مُعدّ على هذا الخادم.',
    LINKEDIN_STATE_INVALID:
      'محاولة الربط مع LinkedIn هذه غير صالحة أو استُخدمت من قبل أو انتهت صلاحيتها. يُرجى الربط مرة أخرى.',
    LINKEDIN_PROVIDER_FAILED: 'تعذّر الاتصال بـ LinkedIn. يُرجى المحاولة مرة أخرى.',
    LINKEDIN_NOT_CONNECTED: 'اربط حسابك على LinkedIn أولًا.',
    LINKEDIN_RECONNECT_REQUIRED: 'انتهت صلاحية ربطك مع LinkedIn أو تتعذّر مزامنته. اربط LinkedIn مرة أخرى للمزامنة.',
    LINKEDIN_ACCOUNT_TAKEN: 'حساب LinkedIn هذا مرتبط بالفعل بحساب آخر هنا.',
    LINKEDIN_WRONG_USER: 'لا يمكنك ربط LinkedIn إلا بحسابك أنت.',
    LINKEDIN_EXPORT_MISSING: 'اختر ملف تصدير بياناتك من LinkedIn (ملف ‎.zip) لرفعه.',
    LINKEDIN_EXPORT_TOO_LARGE: 'يجب ألا يتجاوز حجم تصدير بيانات LinkedIn ‏10 ميغابايت.',
    LINKEDIN_EXPORT_NOT_ZIP: 'هذا الملف ليس تصدير بيانات من LinkedIn (ملف ‎.zip).',
    LINKEDIN_EXPORT_TOO_MANY_FILES: 'يحتوي ملف ZIP على أكثر من 200 ملف، لذا فهو ليس تصدير بيانات من LinkedIn.',
    LINKEDIN_EXPORT_UNPACKED_TOO_LARGE:
      'يتجاوز حجم ملف ZIP بعد فك ضغطه 50 ميغابايت، لذا فهو ليس تصدير بيانات من LinkedIn.',
    LINKEDIN_EXPORT_FILE_TOO_LARGE:
      'يتجاوز حجم أحد ملفات ZIP بعد فك ضغطه 2 ميغابايت، لذا فهو ليس تصدير بيانات من LinkedIn.',
    LINKEDIN_EXPORT_TOO_MANY_ROWS: 'يحتوي أحد ملفات ZIP على أكثر من 500 صف، لذا فهو ليس تصدير بيانات من LinkedIn.',
    LINKEDIN_EXPORT_EMPTY:
      'لا يحتوي ملف ZIP على أي من ملفات تصدير LinkedIn ‏(Profile.csv، Positions.csv، Education.csv، Skills.csv، Projects.csv، Certifications.csv).',
    LINKEDIN_EXPORT_CSV_INVALID: 'تعذّرت قراءة أحد ملفات تصدير بيانات LinkedIn.',
    DOMAIN_INVALID:
      'أدخل اسم نطاق مثل cv.example.com: دون https:// أو مسار أو منفذ، وليس عنوان IP، وليس هذا الموقع أو نطاقاته الفرعية، وبحد أقصى 253 حرفًا.',
    DOMAIN_TAKEN: 'هذا النطاق مرتبط بالفعل بحساب آخر.',
    DOMAIN_NOT_SET: 'أضف نطاقًا مخصصًا أولًا.',
    SUBDOMAIN_INVALID:
      'يتكوّن النطاق الفرعي من 3 إلى 63 حرفًا: أحرف لاتينية صغيرة وأرقام وشرطات، ولا يبدأ بشرطة ولا ينتهي بها.',
    SUBDOMAIN_RESERVED: 'هذا النطاق الفرعي محجوز. يُرجى اختيار نطاق آخر.',
    SUBDOMAIN_TAKEN: 'هذا النطاق الفرعي مأخوذ بالفعل.',
    HOST_UNKNOWN: 'هذا العنوان غير مُخدَّم هنا.',
    RESUME_MOVED: 'نُقلت هذه السيرة الذاتية.',
    NAME_RECENTLY_USED: 'كان هذا الاسم مستخدمًا مؤخرًا. يُرجى اختيار اسم آخر.',
    SUBDOMAINS_DISABLED: 'النطاقات الفرعية غير مُعدّة على هذا الخادم.',
    IDEMPOTENCY_KEY_INVALID: 'يجب أن تتكوّن ترويسة Idempotency-Key من 8 إلى 128 حرفًا: أحرف وأرقام وشرطات وشرطات سفلية.',
    IDEMPOTENCY_KEY_REUSED: 'استُخدم مفتاح Idempotency-Key هذا من قبل لطلب مختلف. أرسل مفتاحًا جديدًا لطلب جديد.',
    PAPER_SIZE_INVALID: 'يجب أن يكون حجم الورق A4 أو Letter.',
    PREVIEW_FILTER_WITH_DRAFT: 'تعرض المعاينة إما مرشحًا وإما التغييرات الجاري كتابتها، لا الاثنين معًا.',
    PREVIEW_TOO_LARGE: 'طلب المعاينة أكبر من 64 كيلوبايت.',
    LANGUAGE_UNSUPPORTED: `اختر لغة السيرة الذاتية من اللغات المدعومة: ${RESUME_LANGUAGES.join('، ')}.`,
    SECTION_HEADING_INVALID: `يمكن أن يتكوّن عنوان القسم من ${SECTION_HEADING_MAX_LENGTH} حرفًا على الأكثر، ولا يمكن إعادة تسمية سوى هذه الأقسام: ${RENAMABLE_SECTIONS.join('، ')}.`,
    JOB_POSTING_EMPTY: 'الصق نص إعلان وظيفة لمطابقته مع سيرتك الذاتية.',
    JOB_POSTING_TOO_LONG: 'يمكن أن يتكوّن إعلان الوظيفة من 20,000 حرف على الأكثر. الصق وصفه ومتطلباته فقط.',
    JOB_POSTING_TOO_LARGE: 'حجم إعلان الوظيفة أكبر من 64 كيلوبايت، لذا لم تتم مطابقته.',
    JOB_MATCH_NO_TAGS:
      'لا يغطي أي من وسومك مصطلحًا في هذا الإعلان، لذا لا يوجد مرشح يمكن إنشاؤه. ضع وسومًا على الخبرات والمشاريع المناسبة له.',
    APPLICATION_NOT_FOUND: 'طلب التوظيف هذا غير موجود أو تم حذفه.',
    APPLICATION_LIMIT_REACHED: 'يمكنك الاحتفاظ بـ 200 طلب توظيف على الأكثر. احذف واحدًا لإضافة آخر.',
    APPLICATION_POSTING_TOO_LARGE: 'يمكن أن يبلغ حجم إعلان الوظيفة 50 كيلوبايت على الأكثر. الصق وصفه ومتطلباته فقط.',
    APPLICATION_TOO_LARGE: 'حجم طلب التوظيف أكبر من 96 كيلوبايت، لذا لم يُحفظ.',
    INTERNAL: 'حدث خطأ. يُرجى المحاولة مرة أخرى.',
  },
};
