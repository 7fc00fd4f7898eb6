//! `scorecard-credit`: synthetic loan applicants, a reference logistic regression and
//! the example submissions the explainer walks through.
//!
//! 400 applicants are drawn from one made-up population: 280 for training (features
//! and the default label), 120 for the test set (features only; the labels are the
//! answer key `truth.csv`). Whether someone defaults is drawn from a logistic model of
//! their debt, utilisation, late payments, income, job tenure, age and housing, so a
//! well-fitted logistic regression is close to the best possible model.

use std::collections::BTreeSet;

use grader::case::{CaseKind, CaseManifest, ExampleSubmission, Expected, Manifest, Reference, Rule};
use grader::scorecard::{self, parse_truth, ScorecardParams};

use crate::model::{sigmoid, BoostedStumps, Logistic, Rows};
use crate::out::{self, fixed, put, Files};
use crate::rng::Rng;

pub const ID: &str = "scorecard-credit";
const SEED: u64 = 0x5C0_2EC0_2D31;
pub const TRAIN: usize = 280;
pub const TEST: usize = 120;

/// Column names, in file order (`default` follows in train.csv).
pub const FEATURES: [&str; 8] = [
    "age",
    "annual_income",
    "debt_to_income",
    "credit_utilization",
    "late_payments_12m",
    "months_employed",
    "open_credit_lines",
    "home_ownership",
];
const HOMES: [&str; 3] = ["own", "mortgage", "rent"];

/// One applicant.
#[derive(Debug, Clone)]
pub struct Applicant {
    pub id: String,
    pub age: u32,
    pub income: u32,
    pub dti: f64,
    pub utilization: f64,
    pub late: u32,
    pub months_employed: u32,
    pub lines: u32,
    pub home: usize,
    pub default: bool,
}

impl Applicant {
    /// The features as written in the CSV (so models see exactly the file's values).
    fn cells(&self) -> [String; 8] {
        [
            self.age.to_string(),
            self.income.to_string(),
            fixed(self.dti, 2),
            fixed(self.utilization, 2),
            self.late.to_string(),
            self.months_employed.to_string(),
            self.lines.to_string(),
            HOMES[self.home].to_string(),
        ]
    }

    /// The numeric design row: log income, one-hot housing (own is the baseline).
    pub fn row(&self) -> Vec<f64> {
        let c = self.cells();
        let num = |i: usize| c[i].parse::<f64>().unwrap_or(0.0);
        vec![
            num(0),
            libm::log(num(1)),
            num(2),
            num(3),
            num(4),
            num(5),
            num(6),
            f64::from(u8::from(self.home == 1)),
            f64::from(u8::from(self.home == 2)),
        ]
    }
}

fn clamp(x: f64, lo: f64, hi: f64) -> f64 {
    x.max(lo).min(hi)
}

/// Draw the 400 applicants: the first 280 are the training set.
pub fn applicants() -> Vec<Applicant> {
    let mut rng = Rng::new(SEED);
    let mut ids = BTreeSet::new();
    (0..TRAIN + TEST)
        .map(|_| {
            let id = loop {
                let id = format!("C{:06}", 100_000 + rng.below(900_000));
                if ids.insert(id.clone()) {
                    break id;
                }
            };
            let age = clamp(40.0 + 11.0 * rng.normal(), 21.0, 70.0).round();
            let income = clamp(libm::exp(libm::log(52_000.0) + 0.45 * rng.normal()), 12_000.0, 400_000.0);
            let income = (income / 100.0).round() * 100.0;
            let dti = clamp(0.32 + 0.15 * rng.normal(), 0.02, 0.85);
            let utilization = clamp(0.45 + 0.26 * rng.normal(), 0.0, 1.1);
            // Late payments: more likely with high utilisation.
            let late_rate = 0.25 + 1.6 * utilization * utilization;
            let mut late = 0u32;
            let mut acc = -libm::log(1.0 - rng.unit());
            while acc < late_rate && late < 8 {
                late += 1;
                acc += -libm::log(1.0 - rng.unit());
            }
            let months_employed = clamp((age - 20.0) * 12.0 * rng.unit(), 0.0, 360.0).round();
            let lines = clamp(6.0 + 3.5 * rng.normal(), 1.0, 25.0).round();
            let home = match rng.unit() {
                u if u < 0.28 => 0,
                u if u < 0.62 => 1,
                _ => 2,
            };
            let z = -1.8 + 6.5 * (dti - 0.32) + 3.3 * (utilization - 0.45) + 0.7 * late as f64
                - 1.4 * libm::log(income / 52_000.0)
                - 0.005 * months_employed
                - 0.025 * (age - 40.0)
                + if home == 2 { 0.6 } else { 0.0 };
            let default = rng.unit() < sigmoid(z);
            Applicant {
                id,
                age: age as u32,
                income: income as u32,
                dti,
                utilization,
                late,
                months_employed: months_employed as u32,
                lines: lines as u32,
                home,
                default,
            }
        })
        .collect()
}

fn table(rows: &[Applicant], with_label: bool) -> String {
    let mut s = format!("customer_id,{}", FEATURES.join(","));
    s.push_str(if with_label { ",default\n" } else { "\n" });
    for a in rows {
        s.push_str(&a.id);
        for c in a.cells() {
            s.push(',');
            s.push_str(&c);
        }
        if with_label {
            s.push_str(if a.default { ",1" } else { ",0" });
        }
        s.push('\n');
    }
    s
}

fn predictions(rows: &[Applicant], value: impl Fn(&Applicant) -> String) -> String {
    let mut s = String::from("customer_id,prob_default\n");
    for a in rows {
        s.push_str(&format!("{},{}\n", a.id, value(a)));
    }
    s
}

/// Scorecard points: 600 at odds 20:1 (good:bad), 50 points to double the odds,
/// clamped to 300–850 (higher is safer).
pub fn points(p: f64) -> f64 {
    let odds_good = (1.0 - p) / p;
    clamp(600.0 + 50.0 / std::f64::consts::LN_2 * libm::log(odds_good / 20.0), 300.0, 850.0).round()
}

/// One example submission.
pub struct Example {
    pub file: &'static str,
    pub title: &'static str,
    pub teaches: &'static str,
    pub csv: String,
    pub expect: Expected,
}

fn expect(verdict: &str, failed_check: Option<&str>, rung: u32, step: &str) -> Expected {
    Expected { verdict: verdict.into(), failed_check: failed_check.map(Into::into), rung, step: step.into() }
}

/// The data, the models and the examples.
pub fn examples() -> (Vec<Applicant>, Vec<Applicant>, Vec<Example>) {
    let all = applicants();
    let (train, test) = (all[..TRAIN].to_vec(), all[TRAIN..].to_vec());
    let x: Rows = train.iter().map(Applicant::row).collect();
    let y: Vec<bool> = train.iter().map(|a| a.default).collect();
    let lr = Logistic::fit(&x, &y, 1.0);
    let gb = BoostedStumps::fit(&x, &y, 200, 0.1);
    let p = |a: &Applicant| lr.prob(&a.row());
    let examples = vec![
        Example {
            file: "submissions/1-logistic-regression.csv",
            title: "Logistic regression (the reference)",
            teaches: "A logistic regression on the training set (log income, one-hot housing, standardised features), probabilities to 6 decimals. It defines the reference value: score 1.0.",
            csv: predictions(&test, |a| fixed(p(a), 6)),
            expect: expect("valid", None, 3, "reference"),
        },
        Example {
            file: "submissions/2-boosted-stumps.csv",
            title: "Boosted stumps",
            teaches: "200 rounds of gradient-boosted decision stumps, a stand-in for boosted trees. On 280 training rows the flexible model chases noise and ranks the test set a little worse than the plain logistic regression.",
            csv: predictions(&test, |a| fixed(gb.prob(&a.row()), 6)),
            expect: expect("valid", None, 1, "more flexible, not better"),
        },
        Example {
            file: "submissions/3-points-300-850.csv",
            title: "Scorecard points, 300–850",
            teaches: "The same model as scorecard points (600 at odds 20:1, 50 points to double the odds). A perfectly good ranking, but `prob_default` must be a probability in [0, 1]: rejected.",
            csv: predictions(&test, |a| fixed(points(p(a)), 0)),
            expect: expect("rejected", Some("out-of-range"), 0, "rejected"),
        },
        Example {
            file: "submissions/4-raw-logit.csv",
            title: "Raw log-odds",
            teaches: "The model's log-odds before the sigmoid. The order is right, but negative values are not probabilities: rejected.",
            csv: predictions(&test, |a| fixed(lr.logit(&a.row()), 4)),
            expect: expect("rejected", Some("out-of-range"), 0, "rejected"),
        },
        Example {
            file: "submissions/5-rounded-to-0.1.csv",
            title: "Probabilities rounded to 0.1",
            teaches: "The reference probabilities rounded to one decimal: 11 bands. Tied applicants cannot be told apart, so AUC drops, and KS can only cut between bands, never inside one.",
            csv: predictions(&test, |a| fixed(p(a), 1)),
            expect: expect("valid", None, 2, "banding loss"),
        },
    ];
    (train, test, examples)
}

fn rules() -> Vec<Rule> {
    let r = Rule::new;
    vec![
        r(
            "Probabilities, not points",
            "`prob_default` is the probability of default, a number from 0 to 1 (higher = riskier).",
            "Scorecard points (300–850), percentages or raw log-odds are rejected: score 0.",
        ),
        r(
            "Exactly two columns matter",
            "The file needs `customer_id` and `prob_default` (other columns are ignored), one row per test customer.",
            "A missing column, a duplicated id or a test customer without a row is rejected: score 0.",
        ),
        r(
            "Every value a finite number",
            "No empty cells, no text such as `NA`, no `inf`.",
            "One bad value rejects the file: score 0.",
        ),
        r(
            "Ranking is what counts",
            "The score is 0.5 × AUC + 0.5 × KS on the test set, divided by the reference's: only the order of the probabilities matters, not their calibration.",
            "Effort spent on calibration earns nothing; a model that ranks worse scores below 1.",
        ),
        r(
            "Ties are bands",
            "Equal probabilities share a rank (average rank in AUC) and KS is read only at the end of each band of equal scores.",
            "Rounding or bucketing scores (grades A–E, 0.1 steps) usually costs AUC, since customers tied in a band cannot be ordered, and often KS, which is read only at band ends; a fine rounding (0.05) of a good model may lose next to nothing, or even land above the reference.",
        ),
    ]
}

const INSTRUCTION: &str = "\
# Who will default? A scorecard for our loan book

We lend to consumers and want to rank new applicants by their risk of default.
`train.csv` holds 280 past applicants with what we knew when they applied and whether
they defaulted (`default`, 1 = defaulted). `test.csv` holds 120 recent applicants with
the same information, without the outcome.

Please send `predictions.csv` with one row per applicant in `test.csv`:

```csv
customer_id,prob_default
C123456,0.0831
```

Our credit committee reads the ranking: who is riskiest, and how well the ranking
separates the people who will default from those who will not.
";

/// `0.5·AUC + 0.5·KS` of a predictions file, as the grader measures it.
pub fn combined(truth_csv: &str, predictions_csv: &str) -> f64 {
    let truth = parse_truth(truth_csv.as_bytes(), "truth.csv").expect("generated truth.csv parses");
    let report = scorecard::grade(&truth, &ScorecardParams { reference_value: 1.0 }, predictions_csv.as_bytes(), "predictions.csv");
    report.exact.expect("the reference predictions are valid").combined
}

/// Write the case folder; the reference value is what the grader measures on example 1.
pub fn generate(files: &mut Files) {
    let (train, test, examples) = examples();
    let dir = |f: &str| format!("{ID}/{f}");
    let truth = {
        let mut s = String::from("customer_id,default\n");
        for a in &test {
            s.push_str(&format!("{},{}\n", a.id, u8::from(a.default)));
        }
        s
    };
    put(files, dir("train.csv"), table(&train, true));
    put(files, dir("test.csv"), table(&test, false));
    put(files, dir("truth.csv"), truth.clone());
    put(files, dir("instruction.md"), INSTRUCTION);
    for e in &examples {
        put(files, dir(e.file), e.csv.clone());
    }
    let value = combined(&truth, &examples[0].csv);
    let defaults = |v: &[Applicant]| v.iter().filter(|a| a.default).count();
    let manifest = CaseManifest::new(CaseKind::Scorecard, Manifest {
        server: Default::default(),
        id: ID.into(),
        kind: String::new(),
        title: "Credit scorecard: who will default?".into(),
        summary: format!(
            "Synthetic loan applicants: {TRAIN} for training with features and outcomes ({} defaulted), {TEST} to score ({} will default). Submit a probability of default per test applicant; the score is 0.5 × AUC + 0.5 × KS, divided by the reference logistic regression's.",
            defaults(&train),
            defaults(&test)
        ),
        parameters: serde_json::json!({ "reference_value": value }),
        reference: Reference {
            value,
            how: "0.5 × AUC + 0.5 × KS that the grader measures on submissions/1-logistic-regression.csv: a logistic regression fitted in Rust by casegen (Newton's method, L2 penalty 1 on standardised features, log income, one-hot housing) on train.csv.".into(),
        },
        files: [("train", "train.csv"), ("test", "test.csv"), ("truth", "truth.csv"), ("instruction", "instruction.md"), ("reference", "submissions/1-logistic-regression.csv")]
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect(),
        rules: rules(),
        submissions: examples
            .iter()
            .map(|e| ExampleSubmission {
                file: e.file.into(),
                title: e.title.into(),
                teaches: e.teaches.into(),
                extra_files: Vec::new(),
                expect: Some(e.expect.clone()),
            })
            .collect(),
    });
    put(files, dir("case.json"), out::manifest(&manifest));
}
