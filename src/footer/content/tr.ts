/**
 * Built-in footer content of TR (Turkish): 90 days' free return and exchange, free shipping from
 * 1.000 TL, customer service daily 09:00-19:00. TR has no loyalty card and no contact page
 * (the account page instead), so it has no loyalty-card group.
 */
import type { FooterContent } from '../../core/schemas/footer';

export default {
  headline: 'Her zaman yanınızdayız',
  teaser: {
    groups: [
      {
        heading: {
          iconName: 'easy_pay',
          link: { url: '/info/odeme-secenekleri', text: 'Kolay ödeme' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          'Kredi kartı, banka kartı veya TROY ile güvenle ödeyin; taksit seçenekleri mevcuttur.',
        links: [
          { url: '/info/odeme-secenekleri', text: 'Tüm ödeme seçenekleri', hideInClassic: false },
          { url: '/info/taksit-secenekleri', text: 'Taksit seçenekleri', hideInClassic: false },
          { url: '/info/hediye-ceki', text: 'Hediye çeki kullanımı', hideInClassic: false },
        ],
        images: [
          { label: 'Visa', source: 'visa' },
          { label: 'Mastercard', source: 'mastercard' },
          { label: 'TROY', source: 'troy' },
        ],
      },
      {
        heading: {
          iconName: 'delivery_via_haulage_company',
          link: { url: '/info/teslimat', text: 'Teslimat' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          '{freeDelivery} ve üzeri siparişlerde kargo ücretsiz, kahve siparişlerinde {coffeeFreeDelivery}’den itibaren.',
        links: [
          { url: '/info/teslimat', text: 'Teslimat süresi ve ücretleri', hideInClassic: false },
          { url: '/info/kargo-takibi', text: 'Kargo takibi', hideInClassic: false },
        ],
        images: [{ label: 'Yurtiçi Kargo', source: 'yurtici_kargo' }],
      },
      {
        heading: {
          iconName: 'click_collect',
          link: { url: '/click-collect', text: 'Mağazadan teslim alın' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Online sipariş verin, seçtiğiniz mağazadan ücretsiz teslim alın.',
        links: [
          { url: '/click-collect', text: 'Nasıl çalışır?', hideInClassic: false },
          { url: '/service/storefinder/', text: 'Mağaza bul', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'return_shipping',
          link: { url: '/info/iade-ve-degisim', text: 'İade ve değişim' },
        },
        hideGroupInCheckout: false,
        introductoryText:
          '{returnPeriod} gün içinde ücretsiz iade ve değişim: ürünü kargoyla gönderin veya mağazaya getirin.',
        links: [
          { url: '/info/iade-ve-degisim', text: 'İade talebi oluşturun', hideInClassic: false },
          { url: '/info/sikayet', text: 'Şikâyet bildirin', hideInClassic: false },
          { url: '/info/cayma-hakki', text: 'Cayma hakkı', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: { iconName: 'contact', link: { url: '/info/yardim', text: 'Yardım ve hizmet' } },
        hideGroupInCheckout: false,
        introductoryText:
          'Müşteri hizmetlerimize her gün 09:00-19:00 saatleri arasında ulaşabilirsiniz.',
        links: [
          { url: '/info/yardim', text: 'Sıkça sorulan sorular', hideInClassic: false },
          { url: '/account', text: 'Hesabım', hideInClassic: false },
          { url: '/subscribenewsletter', text: 'Bültene abone olun', hideInClassic: false },
          { url: '/info/uygulama', text: 'Uygulamayı indirin', hideInClassic: true },
        ],
        images: [],
      },
      {
        heading: {
          iconName: 'service_info',
          link: { url: '/info/urun-bilgileri', text: 'Ürün bilgileri' },
        },
        hideGroupInCheckout: true,
        introductoryText: 'Ürünlerimizin kalitesi, güvenliği ve bakımı hakkında her şey.',
        links: [
          {
            url: '/info/urun-guvenligi',
            text: 'Ürün güvenliği ve geri çağırmalar',
            hideInClassic: false,
          },
          { url: '/info/kullanim-kilavuzlari', text: 'Kullanım kılavuzları', hideInClassic: false },
          { url: '/info/surdurulebilirlik', text: 'Sürdürülebilirlik', hideInClassic: false },
        ],
        images: [],
      },
      {
        heading: { iconName: 'meet_shop', link: { url: '/info/hakkimizda', text: 'Hakkımızda' } },
        hideGroupInCheckout: true,
        introductoryText: 'Kahve, moda ve ev fikirleri tek bir yerde – her hafta yeni ürünlerle.',
        links: [
          { url: '/info/hakkimizda', text: 'Şirket', hideInClassic: false },
          { url: '/info/kariyer', text: 'Kariyer', hideInClassic: false },
          { url: '/info/basin', text: 'Basın', hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Popüler kategoriler',
    columns: [
      {
        links: [
          { url: '/c/coffee/whole-beans', text: 'Çekirdek kahve' },
          { url: '/c/coffee/ground', text: 'Filtre kahve' },
          { url: '/c/coffee/machines', text: 'Kahve makineleri' },
        ],
      },
      {
        links: [
          { url: '/c/fashion/women', text: 'Kadın giyim' },
          { url: '/c/fashion/men', text: 'Erkek giyim' },
          { url: '/c/fashion/kids', text: 'Çocuk giyim' },
        ],
      },
      {
        links: [
          { url: '/c/home/bedding', text: 'Nevresim takımları' },
          { url: '/c/kitchen/tableware', text: 'Yemek takımları' },
          { url: '/c/sport/yoga', text: 'Yoga' },
        ],
      },
    ],
  },
  socialMedia: {
    heading: 'Bizi takip edin',
    socialMediaIcons: [
      { iconName: 'facebook', link: 'https://www.facebook.com/shop.example.tr' },
      { iconName: 'instagram', link: 'https://www.instagram.com/shop.example.tr/' },
      { iconName: 'twitter', link: 'https://x.com/shopexample_tr' },
      { iconName: 'youtube', link: 'https://www.youtube.com/@shopexample' },
    ],
  },
  appReferences: {
    heading: 'Uygulamamız',
    appIcons: [
      { iconName: 'appleinc', link: 'https://apps.apple.com/tr/app/id1234567890' },
      {
        iconName: 'android',
        link: 'https://play.google.com/store/apps/details?id=com.example.shop&hl=tr',
      },
    ],
  },
  legalLinks: [
    { url: '/info/kunye', text: 'Künye' },
    { url: '/privacy', text: 'KVKK Aydınlatma Metni' },
    { url: '/info/mesafeli-satis-sozlesmesi', text: 'Mesafeli Satış Sözleşmesi' },
    { url: '/info/cerez-ayarlari', text: 'Çerez ayarları' },
  ],
  viewChanger: { toMobile: 'Mobil görünüme geç', toDesktop: 'Masaüstü görünümüne geç' },
  qualityLogos: {
    heading: 'Güvenli alışveriş',
    logos: [
      {
        link: '/info/etbis',
        image: { label: 'ETBİS’e kayıtlıdır', source: 'etrust_tr', width: 80, height: 40 },
      },
      {
        link: '/info/guvenli-alisveris',
        image: { label: 'Güvenli alışveriş', source: 'secure_shopping', width: 80, height: 40 },
      },
    ],
  },
} satisfies FooterContent;
