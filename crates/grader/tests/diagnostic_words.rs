//! The words of the diagnostics in every language (`crates/i18n`, `diagnostics.ftl`):
//! every registered code and every other sentence of one (its `variants`) has its
//! key, the English words are the registered sentences, and a diagnostic's params put
//! back into them give its message byte for byte. The corpora's diagnostics are checked
//! one by one where they are produced (`support::assert_registered`, which every corpus
//! test calls: malformed, hostile, readback of cases-public and the e2e fixtures, ...).

use grader::diagnostic::codes::{self, CODES};
use grader::diagnostic::{params, Collector, Params};
use grader::{Category, Diagnostic};
use i18n::Lang;

mod support;

/// The English words of `key` with every placeholder given back as `{name}`.
fn english_template(key: &str, template: &str) -> String {
    let names = params::names(template);
    let braces: Vec<(String, String)> = names.iter().map(|n| (n.to_string(), format!("{{{n}}}"))).collect();
    let args: Vec<(&str, &str)> = braces.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    i18n::format(Lang::En, key, &args)
}

#[test]
fn every_code_and_sentence_has_its_words_in_every_language() {
    grader::install(); // the kinds' words
    let mut sentences = 0;
    for d in CODES {
        for (key, template) in d.sentences(false).chain(d.sentences(true)) {
            for lang in Lang::ALL {
                assert!(i18n::has(lang, &key), "{}: no `{key}` in {}/diagnostics.ftl", d.code, lang.code());
            }
            assert_eq!(english_template(&key, template), template, "{key}: the English words are not the registered sentence");
            sentences += 1;
        }
    }
    let variants: usize = CODES.iter().map(|d| d.variants.len()).sum();
    assert!(sentences >= CODES.len() + variants && variants >= 117, "{sentences} sentences, {variants} variants");
    for d in CODES {
        assert_eq!(codes::lookup(d.code), Some(*d));
        for (key, _) in d.variants {
            assert!(key.starts_with(&d.code.replace('/', "-")), "{key} is not under {}", d.code);
        }
    }
}

#[test]
fn params_are_the_values_of_the_message_in_order() {
    grader::install(); // the kinds' words
    let d = Diagnostic::new(
        codes::ROUTING_OVER_CAPACITY,
        Category::Value,
        "route 2 (index 1) carries 1,300.5 kg, over the 1,000 kg capacity by 300.5 kg",
    )
    .hint("Move some stores of this route to a route with spare capacity.");
    let names: Vec<&str> = d.params.names().collect();
    assert_eq!(names, ["route", "index", "load", "capacity", "over"]);
    assert_eq!(d.params.get("load"), Some("1,300.5"));
    assert_eq!((d.key().as_deref(), d.hint_key().as_deref()), (Some("routing-over-capacity"), Some("routing-over-capacity-hint")));
    let json = serde_json::to_string(&d).unwrap();
    assert!(
        json.contains(r#""message":"route 2 (index 1) carries 1,300.5 kg, over the 1,000 kg capacity by 300.5 kg","params":{"route":"2","index":"1","load":"1,300.5","capacity":"1,000","over":"300.5"},"location""#),
        "{json}"
    );
    assert_eq!(serde_json::from_str::<Diagnostic>(&json).unwrap(), d);
    // In another language: the values, in that language's sentence.
    let zh = i18n::format(Lang::Zh, "routing-over-capacity", &d.params.pairs());
    assert_eq!(zh, "路线 2（索引 1）载重 1,300.5 千克，超出 1,000 千克容量 300.5 千克");
    // A message that is none of its code's sentences has no key: it is shown in English.
    let odd = Diagnostic::new(codes::ROUTING_OVER_CAPACITY, Category::Value, "something else");
    assert_eq!((odd.params.is_empty(), odd.key()), (true, None));
    // A variant (the hint's values join the message's).
    let d = Diagnostic::new(codes::ROUTING_ROUTE_COUNT, Category::Value, "1 route given, exactly 3 required")
        .hint("Add 2 more route(s); an empty route [] is allowed and counts.");
    assert_eq!(d.key().as_deref(), Some("routing-route-count-one"));
    assert_eq!(d.params.pairs(), [("n", "1"), ("vehicles", "3"), ("missing", "2")]);
    assert_eq!(
        i18n::format(Lang::Ko, &d.hint_key().unwrap(), &d.params.pairs()),
        "경로를 2개 더 추가하세요. 빈 경로 []도 허용되며 개수에 포함됩니다."
    );
}

#[test]
fn a_cut_list_says_how_many_more_in_every_language() {
    grader::install(); // the kinds' words
    let (list, _) = (1..=205)
        .map(|n| Diagnostic::new(codes::SCORECARD_EMPTY_ID, Category::Fatal, format!("`customer_id` is empty on line {n}")))
        .collect::<Collector>()
        .finish();
    let more = &list[200];
    assert_eq!(more.key().as_deref(), Some("diagnostic-more"));
    support::assert_translatable(more, "summary");
    assert_eq!(
        i18n::format(Lang::Id, "diagnostic-more", &more.params.pairs()),
        "... dan 5 masalah serupa lainnya tidak ditampilkan (total 205)"
    );
}

#[test]
fn a_wrong_param_is_caught() {
    grader::install(); // the kinds' words
    let d = Diagnostic::new(codes::SCORECARD_EMPTY_ID, Category::Fatal, "`customer_id` is empty on line 7");
    support::assert_translatable(&d, "as made");
    for planted in [
        Params(vec![("line".into(), "8".into())]),
        Params(vec![("row".into(), "7".into())]),
        Params(vec![("line".into(), "7".into()), ("line".into(), "7 ".into())]),
    ] {
        let mut bad = d.clone();
        bad.params = planted.clone();
        let caught = std::panic::catch_unwind(|| support::assert_translatable(&bad, "planted"));
        assert!(caught.is_err(), "a planted {planted:?} passed");
    }
}

/// A location in English reads as `Location::describe` writes it (the CLI's table, the
/// site's problems and the e2e tests' words), whichever parts it has; other languages say
/// the same parts in their words, the values as they are.
#[test]
fn locations_in_every_language() {
    grader::install(); // the kinds' words
    use grader::routing::RoutePlaces;
    use grader::scorecard::IdPlace;
    use grader::Location;
    let full = Location::file("routes.json").line(3).column(7).field("routes").route(3).stop(7).store("ST1234").id("C001");
    let cases = [
        full.clone(),
        Location::file("routes.json").route(0).stop(0),
        Location::file("p.csv").line(12).field("units"),
        Location::file("a.csv").line(2),
        Location::default().id("C9").store("S1"),
        Location::default(),
    ];
    let english = [
        "routes.json, line 3, column 7, field `routes`, route 4 (index 3), stop 8, store ST1234, id C001",
        "routes.json, route 1 (index 0), stop 1",
        "p.csv, line 12, field `units`",
        "a.csv, line 2",
        "id C9, store S1",
        "",
    ];
    for (l, want) in cases.iter().zip(english) {
        assert_eq!(l.describe(), want);
        assert_eq!(l.describe_in(i18n::Lang::En), want);
    }
    // A kind's place with no words of its own is said by its key.
    assert_eq!(Location::file("plan.json").index("machine", 2).name("job", "J7").describe(), "plan.json, machine 3, job J7");
    assert_eq!(Location::file("a.json").route(1).stop(0).describe_in(i18n::Lang::Zh), "a.json，路线 2（索引 1），第 1 站");
    for lang in [i18n::Lang::Zh, i18n::Lang::Ko, i18n::Lang::Id] {
        let said = Location::file("plan.json").line(3).column(7).field("x").route(3).stop(7).store("ST1234").id("C001").describe_in(lang);
        for value in ["plan.json", "3", "7", "`x`", "4", "ST1234", "C001"] {
            assert!(said.contains(value), "{lang:?}: {said}");
        }
        for english in ["line", "column", "route", "stop", "store"] {
            assert!(!said.contains(english), "{lang:?}: {said}");
        }
    }
}
