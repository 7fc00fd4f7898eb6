//! `clinic-wait-minutes`: minutes each walk-in patient waits, at three clinics. Read
//! row by row with Python's csv module (the csv-module engine): every bad row is
//! counted at once. The error is the RMSE per clinic, averaged over the clinics (a
//! small clinic counts as much as a big one); the score is the reference's over yours,
//! floored at half a minute.

use serde_json::json;

use super::{csv, mean, rejected, rule, valid, Example, Spec};
use crate::out::fixed;
use crate::rng::Rng;

pub const ID: &str = "clinic-wait-minutes";
const SEED: u64 = 0x00C1_121C_0414;
const HISTORY: usize = 600;
const TEST: usize = 240;
/// Clinic, base wait (minutes), minutes per patient ahead per doctor, share of visits.
const CLINICS: [(&str, f64, f64, f64); 3] = [("harbour", 6.0, 7.5, 0.5), ("north", 12.0, 5.0, 0.35), ("old_town", 3.0, 11.0, 0.15)];

/// One visit.
#[derive(Debug, Clone)]
pub struct Visit {
    pub id: String,
    pub clinic: usize,
    pub arrival: String,
    pub queue: u32,
    pub doctors: u32,
    pub wait: f64,
}

/// History and the visits to predict.
pub fn visits() -> (Vec<Visit>, Vec<Visit>) {
    let mut rng = Rng::new(SEED);
    let mut all = Vec::new();
    for i in 0..HISTORY + TEST {
        let u = rng.unit();
        let clinic = if u < CLINICS[0].3 {
            0
        } else if u < CLINICS[0].3 + CLINICS[1].3 {
            1
        } else {
            2
        };
        let (_, base, per, _) = CLINICS[clinic];
        // Days 1..30 of April for the history, May for the visits to predict.
        let (month, day) = if i < HISTORY { (4, 1 + rng.below(30)) } else { (5, 1 + rng.below(31)) };
        let minute = 8 * 60 + rng.below(10 * 60);
        let arrival = format!("2026-{month:02}-{day:02} {:02}:{:02}", minute / 60, minute % 60);
        let doctors = 1 + rng.below(3) as u32;
        let queue = rng.below(14) as u32;
        let wait = (base + per * f64::from(queue) / f64::from(doctors) + 4.0 * rng.normal()).round().max(0.0);
        all.push(Visit { id: format!("V{}", 10_001 + i), clinic, arrival, queue, doctors, wait });
    }
    let test = all.split_off(HISTORY);
    (all, test)
}

fn predictions(header: &[&str], test: &[Visit], value: impl Fn(&Visit) -> String) -> String {
    csv(header, test.iter().map(|v| vec![CLINICS[v.clinic].0.to_string(), v.id.clone(), value(v)]))
}

/// The case.
pub fn spec() -> Spec {
    let (history, test) = visits();
    let features =
        |v: &Visit| vec![CLINICS[v.clinic].0.to_string(), v.id.clone(), v.arrival.clone(), v.queue.to_string(), v.doctors.to_string()];
    let train = csv(
        &["clinic", "visit_id", "arrival", "patients_ahead", "doctors_on_shift", "wait_min"],
        history.iter().map(|v| {
            let mut r = features(v);
            r.push(fixed(v.wait, 0));
            r
        }),
    );
    let test_csv = csv(&["clinic", "visit_id", "arrival", "patients_ahead", "doctors_on_shift"], test.iter().map(features));
    let truth = csv(
        &["clinic", "visit_id", "wait_min"],
        test.iter().map(|v| vec![CLINICS[v.clinic].0.to_string(), v.id.clone(), fixed(v.wait, 0)]),
    );

    // The models, fitted on the history, per clinic.
    let overall = mean(&history.iter().map(|v| v.wait).collect::<Vec<_>>());
    let rows = |c: usize| history.iter().filter(move |v| v.clinic == c);
    let per_clinic: Vec<f64> = (0..CLINICS.len()).map(|c| mean(&rows(c).map(|v| v.wait).collect::<Vec<_>>())).collect();
    let fit = |c: usize, x: &dyn Fn(&Visit) -> f64| {
        let (xs, ys): (Vec<f64>, Vec<f64>) = rows(c).map(|v| (x(v), v.wait)).unzip();
        let (mx, my) = (mean(&xs), mean(&ys));
        let sxx: f64 = xs.iter().map(|a| (a - mx) * (a - mx)).sum();
        let sxy: f64 = xs.iter().zip(&ys).map(|(a, b)| (a - mx) * (b - my)).sum();
        (my - sxy / sxx * mx, sxy / sxx)
    };
    let ahead = |v: &Visit| f64::from(v.queue);
    let per_doctor = |v: &Visit| f64::from(v.queue) / f64::from(v.doctors);
    let on_queue: Vec<(f64, f64)> = (0..CLINICS.len()).map(|c| fit(c, &ahead)).collect();
    let on_load: Vec<(f64, f64)> = (0..CLINICS.len()).map(|c| fit(c, &per_doctor)).collect();
    let line = |l: &[(f64, f64)], v: &Visit, x: f64| fixed((l[v.clinic].0 + l[v.clinic].1 * x).max(0.0), 1);
    let header = ["clinic", "visit_id", "wait_min"];

    let examples = vec![
        Example {
            file: "submissions/1-hours-and-minutes.csv",
            title: "Waits written as h:mm",
            teaches: "The reference model's waits written `0:25` instead of 25. Python's float() cannot read them: every row is a problem (the first ten are listed).",
            csv: predictions(&header, &test, |v| {
                let m = (on_queue[v.clinic].0 + on_queue[v.clinic].1 * ahead(v)).max(0.0).round() as i64;
                format!("{}:{:02}", m / 60, m % 60)
            }),
            expect: rejected("bad_rows"),
        },
        Example {
            file: "submissions/2-renamed-column.csv",
            title: "A renamed column",
            teaches: "The reference model with the column called `wait_minutes`: the header must say `wait_min`.",
            csv: predictions(&["clinic", "visit_id", "wait_minutes"], &test, |v| line(&on_queue, v, ahead(v))),
            expect: rejected("missing_column"),
        },
        Example {
            file: "submissions/3-one-average.csv",
            title: "One average for everyone",
            teaches: "The average wait over all clinics: valid, but the clinics differ.",
            csv: predictions(&header, &test, |_| fixed(overall, 1)),
            expect: valid(1, "valid, poor"),
        },
        Example {
            file: "submissions/4-clinic-averages.csv",
            title: "Each clinic's average",
            teaches: "The average wait of each clinic: right on average, blind to the queue.",
            csv: predictions(&header, &test, |v| fixed(per_clinic[v.clinic], 1)),
            expect: valid(2, "baseline"),
        },
        Example {
            file: "submissions/5-patients-ahead.csv",
            title: "A line on the patients ahead (the reference)",
            teaches: "Per clinic, a least-squares line on the number of patients ahead. It defines the reference mean RMSE: score 1.0.",
            csv: predictions(&header, &test, |v| line(&on_queue, v, ahead(v))),
            expect: valid(3, "reference"),
        },
        Example {
            file: "submissions/6-patients-per-doctor.csv",
            title: "A line on the patients ahead per doctor",
            teaches: "Per clinic, a line on patients ahead divided by doctors on shift: the queue moves faster with more doctors. What is left is each visit's own chance.",
            csv: predictions(&header, &test, |v| line(&on_load, v, per_doctor(v))),
            expect: valid(4, "near-perfect"),
        },
    ];

    // The evaluator's texts (English, shaped like FDE-Bench 042's): the file's problems,
    // then one message per bad row, then the missing and extra visits.
    let mut server = super::english_server_texts();
    server["empty"] = json!("{file} has no rows");
    let params = json!({
        "submission": {"file": "predictions.csv", "engine": "csv_module", "encoding": "utf-8-sig", "read_error": "fatal", "newline_none": true},
        "truth": {"file": "truth.csv", "engine": "csv_module", "encoding": "utf-8-sig", "newline_none": true},
        "required_columns": {"columns": ["clinic", "visit_id", "wait_min"], "category": "missing_column"},
        "server": server,
        "rows": {
            "category": "bad_rows", "limit": 10, "key_parse": "text_strip", "value_parse": "text_strip_float", "coverage": "same_stage", "empty_category": "empty_file",
            "messages": {
                "empty_key": "line {line}: clinic or visit_id is empty",
                "duplicate": "line {line}: {key} is listed twice",
                "empty_value": "line {line}: wait_min of {key} is empty",
                "bad_value": "line {line}: wait_min of {key} is not a number: {raw}",
                "not_finite": "line {line}: wait_min of {key} is not a finite number: {raw}",
                "missing": {"text": "{n} visits of test.csv have no prediction: {keys}", "keys": {"limit": 10}},
                "extra": {"text": "{n} rows are not visits of test.csv: {keys}", "keys": {"limit": 10}}
            }
        },
        "join": {"keys": ["clinic", "visit_id"]},
        "targets": [{"name": "wait", "truth": "wait_min", "pred": "wait_min"}],
        "score": {
            "metric": "rmse",
            "group_by": {"key": "clinic", "groups": ["harbour", "north", "old_town"], "missing_category": "missing_clinic"},
            "combine": "np_mean",
            "nonfinite_category": "not_finite",
            "messages": {
                "missing_group": "the truth has no visit of {group}",
                "not_finite_group": "the RMSE of {group} is not a finite number: {value}",
                "not_finite_mean": "the mean RMSE is not a finite number: {value}"
            }
        },
        "mapping": {"lower_is_better": {"form": "reference_over_value", "floor": 0.5}},
        "reference": {"value": 0.0, "direction": "lower_is_better"},
        "report_always": [{"field": "reference_value", "source": "reference"}],
        "report": [
            {"field": "mean_rmse", "source": "objective", "round": 4},
            {"field": "rmse_per_clinic", "source": "per_group", "round": 4},
            {"field": "visits", "source": "truth_count"}
        ],
        "on_exception": {"reset_validity": true}
    });

    let rules = vec![
        rule(
            "One row per visit, a number of minutes",
            "A row for every (clinic, visit_id) of test.csv, none twice, none extra; `wait_min` a plain number (`25`, `24.5`), not `0:25`, not empty, not `nan` or `inf`.",
            "Every bad row is counted and the file is rejected: score 0.",
        ),
        rule("The exact header", "Columns `clinic`, `visit_id`, `wait_min` (others are ignored).", "A renamed column is rejected: score 0."),
        rule(
            "Every clinic counts the same",
            "The RMSE is computed per clinic, then averaged over the three clinics: old_town's few visits weigh as much as harbour's many.",
            "A model tuned on all visits pooled usually neglects the small clinic.",
        ),
        rule("Half a minute is the floor", "Waits are recorded to the minute: a mean RMSE below 0.5 counts as 0.5.", "The score is capped at the reference / 0.5."),
    ];

    let instruction = "\
# How long will a walk-in patient wait?

Our three walk-in clinics want to show an honest waiting time at the door. `train.csv`
has April's visits: clinic, arrival time, how many patients were ahead, how many
doctors were on shift, and the minutes the patient waited. `test.csv` has May's visits
without the wait.

Please send `predictions.csv`, one row per visit:

```csv
clinic,visit_id,wait_min
harbour,V10601,18
```

The small clinic in the old town matters to us as much as the big ones.
"
    .to_string();

    Spec {
        id: ID,
        title: "Clinic waiting times, per walk-in visit",
        summary: format!(
            "Three walk-in clinics, {HISTORY} past visits, {TEST} to predict: the minutes each patient waits. Rows are read one by one with Python's csv module; the error is the mean over clinics of each clinic's RMSE; the score is the reference's over yours, floored at half a minute."
        ),
        params,
        data: vec![("train", "train.csv", train), ("test", "test.csv", test_csv), ("truth", "truth.csv", truth)],
        instruction,
        rules,
        examples,
        reference: 4,
        how: "Per clinic, a least-squares line of the wait on the patients ahead, fitted on train.csv (casegen).",
    }
}
