//! `slitting-mill`: a silicon-steel slitting case shaped like FDE-Bench 012 (mother
//! coils, orders by width, a plan a row per cut), with our own numbers.
//!
//! The case is made from its reference plan: six cuts whose strips fill their coils
//! almost edge to edge; the orders are what those cuts make (to 0.01 kg) and each coil
//! holds its cuts plus some slack. The example ladder climbs from plans the server
//! rejects to a greedy solver's plan (each width on a cut of its own, as many strips as
//! the best-filled coil takes) and the reference, which needs fewer cuts.

use grader::case::{CaseKind, CaseManifest, Manifest, Reference, Rule};
use grader::kind::{FileList, Kind};
use grader::slitting::{SlittingCase, SlittingKind, SlittingReport};

use crate::out::{self, fixed, put, Files};
use crate::plan_example::{expect, Example};
use crate::rng::Rng;

pub const ID: &str = "slitting-mill";

/// The coils' widths (mm): M_0 … M_4.
const COILS: [f64; 5] = [1000.0, 1100.0, 1150.0, 1200.0, 1250.0];

/// The reference plan's patterns: the coil, then its strips' widths (mm).
const PATTERNS: [(usize, &[f64]); 6] = [
    (0, &[500.0, 490.0]),
    (1, &[555.0, 540.0]),
    (2, &[490.0, 440.0, 220.0]),
    (3, &[600.0, 555.0]),
    (4, &[540.0, 440.0, 270.0]),
    (3, &[500.0, 440.0, 220.0]),
];

/// A cut: its coil, its weight (kg, as written) and its strips.
#[derive(Clone)]
struct Cut {
    coil: usize,
    kg: f64,
    strips: Vec<f64>,
}

fn num(x: f64) -> String {
    if x.fract() == 0.0 {
        fixed(x, 0)
    } else {
        fixed(x, 1)
    }
}

/// The plan as the server reads it: a row per cut, five slots each (the kind's writer:
/// the site's edited plans download in the same form).
fn csv(cuts: &[Cut], lengths: bool) -> String {
    let rows: Vec<_> = cuts
        .iter()
        .map(|c| grader::slitting::PlanCut {
            mother: format!("M_{}", c.coil),
            width: COILS[c.coil],
            weight: c.kg,
            strips: c.strips.clone(),
        })
        .collect();
    grader::slitting::solution_csv(&rows, lengths)
}

/// Each width's weight as the evaluator adds it up (cut order, strip order), in the
/// order widths first appear.
fn made(cuts: &[Cut]) -> Vec<(f64, f64)> {
    let mut out: Vec<(f64, f64)> = Vec::new();
    for c in cuts {
        for &w in &c.strips {
            let kg = c.kg * w / COILS[c.coil];
            match out.iter_mut().find(|(x, _)| *x == w) {
                Some(e) => e.1 += kg,
                None => out.push((w, 0.0 + kg)),
            }
        }
    }
    out
}

/// The greedy solver: each ordered width on cuts of its own, on the coil its strips
/// fill best (as many as fit, at most 5) among those with weight left.
fn one_width_a_cut(orders: &[(f64, f64)], stock: &[f64]) -> Vec<Cut> {
    let mut left = stock.to_vec();
    let mut cuts = Vec::new();
    for &(w, kg) in orders {
        let fill = |k: usize| {
            let n = ((COILS[k] / w).floor() as usize).min(5);
            (n, n as f64 * w / COILS[k])
        };
        let mut todo = kg;
        while todo > 0.0 {
            let best = (0..COILS.len()).filter(|&k| left[k] > 100.0).max_by(|&a, &b| fill(a).1.total_cmp(&fill(b).1)).expect("stock left");
            let (n, share) = fill(best);
            // The cut that makes what is left of the order (rounded up to 0.1 kg: a
            // hair over, well within 10 kg), or what the coil has (rounded down).
            let cut = if todo / share <= left[best] { (todo / share * 10.0).ceil() / 10.0 } else { (left[best] * 10.0).floor() / 10.0 };
            left[best] -= cut;
            todo -= cut * share;
            cuts.push(Cut { coil: best, kg: cut, strips: vec![w; n] });
        }
    }
    cuts
}

fn grade(case: &SlittingCase, text: &str) -> SlittingReport {
    SlittingKind::grade(case, text.as_bytes(), "solution.csv", &[])
}

fn rules() -> Vec<Rule> {
    let r = Rule::new;
    vec![
        r("A row per cut, on a coil in stock", "`mother_id` names the coil (M_0, M_1, … by the row order of `data/mother_coil.csv`), `mother_width` copies its width (10 mm apart at most), `mother_cut_weight` is the weight cut (kg); 1 to 5 strips, each a width with its length, both above 0.", "An unknown coil, a width off, a cut without a strip: score 0. A row whose weight is not a number above 0 is dropped, with its strips."),
        r("At least 100 kg, within the stock", "Each cut takes at least 100 kg (10 kg tolerance); a coil's cuts take at most its weight (10 kg tolerance).", "A light cut or an overdrawn coil: score 0."),
        r("Ordered widths that fit", "Each strip is exactly an ordered width of `data/requirements.csv`; a cut's strips fit the coil's width. A strip weighs the cut's weight × its width / the coil's width.", "Any other width, or strips wider than the coil: score 0."),
        r("Every order within 10 kg", "Each width's strips weigh its order within 10 kg, short or over.", "A width short or over by more: score 0."),
        r("Fewest cuts, then least scrap", "Cut score = 1 + 0.05 per cut under 46; combined = 0.05 × (1 − scrap) + 0.95 × cut score; the score is the combined score over the reference plan's.", "Every extra cut costs 0.05 of the cut score: far more than scrap."),
    ]
}

const INSTRUCTION: &str = "\
# Slit our coils into this week's orders

Our slitting line cuts silicon-steel mother coils lengthwise into strips. `data/mother_coil.csv`
lists the coils in stock (width in mm, weight in kg; we call them M_0, M_1, … in row order)
and `data/requirements.csv` this week's orders (a strip width and the kg wanted).

Send `solution.csv`, a row per cut: the coil, its width, the weight you cut from it, and the
strips side by side (up to 5, each a width with its length):

```csv
mother_id,mother_width,mother_cut_weight,sub1_width,sub2_width,sub3_width,sub4_width,sub5_width,sub1_long,sub2_long,sub3_long,sub4_long,sub5_long
```

Every order must come out within 10 kg. Every stop to reset the knives costs us most, so as
few cuts as you can; then as little scrap as you can.
";

pub fn generate(files: &mut Files) {
    let mut rng = Rng::new(1212);
    let reference: Vec<Cut> = PATTERNS
        .iter()
        .map(|&(coil, strips)| Cut { coil, kg: (rng.uniform(1500.0, 6000.0) * 10.0).round() / 10.0, strips: strips.to_vec() })
        .collect();
    let orders: Vec<(f64, f64)> = made(&reference).into_iter().map(|(w, kg)| (w, (kg * 100.0).round() / 100.0)).collect();
    let stock: Vec<f64> = (0..COILS.len())
        .map(|k| {
            let cut: f64 = reference.iter().filter(|c| c.coil == k).map(|c| c.kg).sum();
            ((cut + rng.uniform(2500.0, 5000.0)) / 10.0).ceil() * 10.0
        })
        .collect();
    let coils_csv: String = std::iter::once("宽度,重量,厚度\n".to_string())
        .chain(COILS.iter().zip(&stock).map(|(w, kg)| format!("{},{},0.35\n", num(*w), num(*kg))))
        .collect();
    let orders_csv: String = std::iter::once("宽度,重量,厚度\n".to_string())
        .chain(orders.iter().map(|(w, kg)| format!("{},{},0.35\n", num(*w), fixed(*kg, 2))))
        .collect();
    let case = SlittingKind::load_files(
        None,
        None,
        &FileList::new(vec![
            ("data/mother_coil.csv".into(), coils_csv.clone().into_bytes()),
            ("data/requirements.csv".into(), orders_csv.clone().into_bytes()),
        ]),
        Some(1.0),
    )
    .expect("our data reads");
    let greedy = one_width_a_cut(&orders, &stock);
    let mut off_by_one = reference.clone();
    off_by_one[3].strips[1] = 554.0;
    let with_comma = csv(&reference, true).replacen(&fixed(reference[2].kg, 1), &format!("\"{}\"", thousands(reference[2].kg)), 1);
    let examples = vec![
        Example {
            file: "submissions/1-reference.csv",
            title: "The reference plan",
            teaches: "Six cuts whose strips fill their coils almost edge to edge, every order met. It defines the reference.",
            text: csv(&reference, true),
            expect: expect("valid", 2, "the reference"),
        },
        Example {
            file: "submissions/2-one-width-a-cut.csv",
            title: "One width a cut",
            teaches: "A greedy plan: each width on cuts of its own, on the coil its strips fill best. Valid, but more cuts, and every cut costs far more than scrap.",
            text: csv(&greedy, true),
            expect: expect("valid", 1, "valid, more cuts"),
        },
        Example {
            file: "submissions/3-no-lengths.csv",
            title: "Widths without lengths",
            teaches: "The reference with the strips' lengths left empty. A slot counts only with a width and a length above 0: no cut has a strip.",
            text: csv(&reference, false),
            expect: expect("rejected", 0, "strips"),
        },
        Example {
            file: "submissions/4-one-mm-off.csv",
            title: "A strip 1 mm narrow",
            teaches: "One 555 mm strip written 554: no order asks for 554 mm (widths match exactly), and the 555 mm order comes out short.",
            text: csv(&off_by_one, true),
            expect: expect("rejected", 0, "widths"),
        },
        Example {
            file: "submissions/5-thousands-comma.csv",
            title: "A weight with a thousands comma",
            teaches: "One cut's weight written with a comma is not a number to the server: the row is dropped without a word, and its widths come out short.",
            text: with_comma,
            expect: expect("rejected", 0, "a row dropped"),
        },
    ];
    // The ladder holds: the reference above the greedy plan, both valid; the rest rejected.
    let scores: Vec<f64> = examples.iter().map(|e| grade(&case, &e.text).overall_score).collect();
    assert!(scores[0] > scores[1] && scores[1] > 0.0 && scores[2..].iter().all(|s| *s == 0.0), "{scores:?}");
    let combined = grade(&case, &examples[0].text).submission_metrics.and_then(|m| m.combined_score).expect("the reference is valid");
    let dir = |f: &str| format!("{ID}/{f}");
    put(files, dir("data/mother_coil.csv"), coils_csv);
    put(files, dir("data/requirements.csv"), orders_csv);
    put(files, dir("instruction.md"), INSTRUCTION);
    for e in &examples {
        put(files, dir(e.file), e.text.clone());
    }
    let manifest = CaseManifest::new(CaseKind::Slitting, Manifest {
        server: Default::default(),
        id: ID.into(),
        kind: String::new(),
        title: "Slitting five coils into this week's orders".into(),
        summary: "Cut five silicon-steel mother coils into strips of the ordered widths, a row per cut. Every order within 10 kg; fewest cuts first, least scrap second; the score is the combined score over the reference plan's.".into(),
        parameters: serde_json::Value::Null,
        reference: Reference {
            value: combined,
            how: "The combined score of submissions/1-reference.csv as the server rounds it (4 places): the plan the case is made from.".into(),
        },
        files: [
            ("coils", "data/mother_coil.csv"),
            ("requirements", "data/requirements.csv"),
            ("instruction", "instruction.md"),
            ("reference", "submissions/1-reference.csv"),
        ]
        .into_iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect(),
        rules: rules(),
        submissions: examples
            .iter()
            .map(Example::submission)
            .collect(),
    });
    put(files, dir("case.json"), out::manifest(&manifest));
}

/// `3412.5` as `3,412.5`.
fn thousands(x: f64) -> String {
    out::thousands(x, 1)
}
