import type { Catalogue } from './types';

/**
 * tr-TR, formal address (Siz: '-in' imperatives, 'Lütfen ...'). Turkish keeps the noun
 * singular after a number, so {limit} needs no plural form. 'Ticari elektronik ileti' is the
 * legal term for the TR newsletter consent.
 */
const trTR = {
  'common.close': 'Kapat',
  'common.loading': 'Yükleniyor…',
  'common.showMore': 'Daha fazla göster',
  'common.showLess': 'Daha az göster',
  'common.pleaseChoose': 'Lütfen seçin',
  'common.requiredFieldsHint': '* ile işaretlenmiş alanların doldurulması zorunludur.',

  'cart.error.read':
    'Teknik nedenlerden dolayı sepetinizin içeriği şu anda görüntülenemiyor. Lütfen daha sonra tekrar deneyin.',
  'cart.error.change':
    'Teknik nedenlerden dolayı sepetiniz şu anda değiştirilemiyor. Lütfen daha sonra tekrar deneyin.',
  'cart.limit.CART_LIMIT': 'Alışveriş başına en fazla {limit} ürün satın alabilirsiniz.',
  'cart.limit.ITEM_LIMIT': 'Bu üründen alışveriş başına en fazla {limit} adet satın alabilirsiniz.',
  'cart.limit.AVAILABILITY_LIMIT': 'Bu üründen yalnızca {limit} adet kaldı.',
  'cart.defective.banner': 'Bazı hatalar oluştu. Lütfen aşağıdaki uyarıları dikkate alın.',
  'cart.defective.article':
    'Bu ürün şu anda mevcut değil. Alışverişe devam etmek için lütfen daha sonra tekrar deneyin veya ürünü sepetinizden çıkarın.',
  'cart.defective.partnerProduct': 'Bu ürün artık mevcut değil.',
  'cart.defective.subscription': 'Bu ürün şu anda bu şekliyle mevcut değil.',
  'cart.defective.subscriptionBlock':
    'Kahve aboneliği bu kombinasyonda mevcut değil. Lütfen seçiminizi değiştirin.',
  'cart.quantity.unavailable': 'Bu ürün istenen miktarda artık mevcut değil.',
  'cart.quantity.shortage': 'Son birkaç adet kaldı',
  'cart.removal.coupon':
    'İndirim kodu kaldırılamadı. Lütfen birkaç dakika bekleyip tekrar deneyin.',
  'cart.removal.giftCard':
    'Hediye kartı kaldırılamadı. Lütfen birkaç dakika bekleyip tekrar deneyin.',

  'newsletter.error.generic':
    'Teknik nedenlerden dolayı bültene kayıt şu anda maalesef mümkün değil. Lütfen daha sonra tekrar deneyin.',
  'newsletter.error.doiLinkInvalid':
    'Maalesef bu bağlantı artık geçerli değil. Lütfen yeniden kaydolun.',
  'newsletter.email.required': 'E-posta adresi zorunlu bir alandır.',
  'newsletter.email.invalid': 'Lütfen geçerli bir e-posta adresi girin.',
  'newsletter.firstName.required': 'Ad zorunlu bir alandır.',
  'newsletter.lastName.required': 'Soyad zorunlu bir alandır.',
  'newsletter.field.invalidCharacters': 'Bu alan geçersiz karakterler içeriyor.',
  'newsletter.salutation.required': 'Lütfen bir hitap şekli seçin.',
  'newsletter.legal.required': 'Lütfen ticari elektronik ileti almayı onaylayın.',

  'form.validation.default': '{field} geçerli değil.',
  'form.validation.unknownValidator': 'Böyle bir doğrulayıcı yok.',

  'preview.apply.success': 'Ayarlar başarıyla uygulandı.',
  'preview.apply.failure': 'Ayarlar uygulanamadı.',
  'preview.apply.groupMissing': 'Lütfen bir A/B test grubu da seçin!',
  'preview.apply.loading': 'Yükleniyor…',
  'preview.abTests.loading': 'Testler yükleniyor…',
  'preview.abTests.empty': 'Bu tarih için aktif test yok.',
  'preview.abTests.found': 'Aktif testler bulundu.',
  'preview.abTests.loadFailed': 'A/B testleri alınamadı.',
  'preview.abTests.groupRequired': 'Zorunlu',
  'ds.notification.close': 'Bildirimi kapat',
  'ds.password.show': 'Şifreyi göster',
  'ds.password.hide': 'Şifreyi gizle',
  'ds.password.strength': 'Şifre gücü: {strength}',
  'ds.password.strength.veryWeak': 'çok zayıf',
  'ds.password.strength.weak': 'zayıf',
  'ds.password.strength.medium': 'orta',
  'ds.password.strength.strong': 'güçlü',
  'ds.rating.label': '{scale} yıldız üzerinden {value}',
  'ds.form.required': '{field} alanının doldurulması zorunludur.',
  'ds.form.maxLength': '{field} alanı en fazla {max} karakter olabilir.',
  'ds.form.email': 'Lütfen geçerli bir e-posta adresi girin.',
  'ds.form.iban': 'Lütfen geçerli bir IBAN girin.',
  'ds.notification.state.info': 'Bilgi',
  'ds.notification.state.success': 'Başarılı',
  'ds.notification.state.error': 'Hata',
  'ds.notification.state.warning': 'Uyarı',
  'search.label': 'Arama',
  'search.input.label': 'Arama terimi',
  'search.input.placeholder': 'Ne arıyorsunuz?',
  'search.submit': 'Ara',
  'search.clear': 'Arama terimini sil',
  'search.suggestions': 'Arama önerileri',
  'search.suggestions.terms': 'Arama terimleri',
  'search.suggestions.products': 'Ürünler',
  'search.status.loading': 'Öneriler yükleniyor…',
  'search.status.results': 'Öneri sayısı: {count}. Ok tuşlarıyla seçebilirsiniz.',
  'search.status.noResults': '“{query}” için öneri bulunamadı',
} satisfies Catalogue;

export default trTR;
