//! `pump-vibration`: three condition readings per pump reading (vibration velocity,
//! peak acceleration, bearing temperature) from speed and flow. Weighted WAPE over the
//! three (velocity on a `log1p` scale), truth readings the sensors missed are not
//! scored, and the score is the reference's WAPE over yours, never above what the
//! truth's own rounding allows.

use serde_json::json;

use super::{csv, mean, rejected, rule, valid, Example, Spec};
use crate::out::fixed;
use crate::rng::Rng;

pub const ID: &str = "pump-vibration";
const SEED: u64 = 0x9_0A4B_1B2A;
const PUMPS: usize = 6;
const HISTORY: usize = 420;
const TEST: usize = 150;
const RATED_RPM: f64 = 1480.0;

/// A pump's hidden coefficients and its datasheet's best-efficiency flow.
#[derive(Debug, Clone)]
pub struct Pump {
    pub id: String,
    pub bep_flow: f64,
    velocity: f64,
    accel: f64,
    temp: f64,
}

/// One reading: features, and the three targets as written (temperature `None`: the
/// sensor missed it).
#[derive(Debug, Clone)]
pub struct Reading {
    pub id: u32,
    pub pump: usize,
    pub rpm: f64,
    pub flow: f64,
    pub velocity: f64,
    pub accel: f64,
    pub temp: Option<f64>,
}

fn shapes(p: &Pump, rpm: f64, flow: f64) -> (f64, f64, f64) {
    let r = rpm / RATED_RPM;
    let d = (flow - p.bep_flow) / p.bep_flow;
    (r * r * (1.0 + 0.8 * d * d), r * r * r * (1.0 + 1.5 * d * d), r)
}

/// The pumps, the history and the readings to predict.
pub fn data() -> (Vec<Pump>, Vec<Reading>, Vec<Reading>) {
    let mut rng = Rng::new(SEED);
    let pumps: Vec<Pump> = (0..PUMPS)
        .map(|i| Pump {
            id: format!("P{:02}", i + 1),
            bep_flow: (rng.uniform(80.0, 260.0) / 5.0).round() * 5.0,
            velocity: rng.uniform(1.2, 4.5),
            accel: rng.uniform(0.2, 0.9),
            temp: rng.uniform(-3.0, 6.0),
        })
        .collect();
    let mut all = Vec::new();
    for i in 0..HISTORY + TEST {
        let pump = rng.below(PUMPS as u64) as usize;
        let p = &pumps[pump];
        let rpm = rng.uniform(900.0, 1800.0).round();
        let flow = (p.bep_flow * rng.uniform(0.5, 1.3) * 10.0).round() / 10.0;
        let (sv, sa, r) = shapes(p, rpm, flow);
        let velocity = (p.velocity * sv * libm::exp(0.06 * rng.normal()) * 100.0).round() / 100.0;
        let accel = (p.accel * sa * libm::exp(0.08 * rng.normal()) * 1000.0).round() / 1000.0;
        let temp = ((32.0 + p.temp + 14.0 * r + 1.2 * rng.normal()) * 10.0).round() / 10.0;
        let temp = if rng.chance(0.08) { None } else { Some(temp) };
        let id = if i < HISTORY { 1001 + i as u32 } else { 5001 + (i - HISTORY) as u32 };
        all.push(Reading { id, pump, rpm, flow, velocity, accel, temp });
    }
    let test = all.split_off(HISTORY);
    (pumps, all, test)
}

/// Least squares of `y` on `x` (with an intercept): (intercept, slope).
fn line(x: &[f64], y: &[f64]) -> (f64, f64) {
    let (mx, my) = (mean(x), mean(y));
    let sxx: f64 = x.iter().map(|a| (a - mx) * (a - mx)).sum();
    let sxy: f64 = x.iter().zip(y).map(|(a, b)| (a - mx) * (b - my)).sum();
    let slope = if sxx > 0.0 { sxy / sxx } else { 0.0 };
    (my - slope * mx, slope)
}

type Model<'a> = Box<dyn Fn(&Reading) -> [f64; 3] + 'a>;

fn predictions(test: &[Reading], skip: impl Fn(&Reading) -> bool, model: &Model, cell: impl Fn(&Reading, usize, f64) -> String) -> String {
    csv(
        &["reading_id", "velocity_mm_s", "accel_g", "bearing_temp_c"],
        test.iter().filter(|r| !skip(r)).map(|r| {
            let v = model(r);
            vec![r.id.to_string(), cell(r, 0, v[0]), cell(r, 1, v[1]), cell(r, 2, v[2])]
        }),
    )
}

fn plain(_: &Reading, i: usize, x: f64) -> String {
    fixed(x, [3, 4, 2][i])
}

/// The case.
pub fn spec() -> Spec {
    let (pumps, history, test) = data();
    let temp_text = |t: Option<f64>| t.map_or(String::new(), |t| fixed(t, 1));
    let train = csv(
        &["reading_id", "pump_id", "speed_rpm", "flow_m3h", "velocity_mm_s", "accel_g", "bearing_temp_c"],
        history.iter().map(|r| {
            vec![
                r.id.to_string(),
                pumps[r.pump].id.clone(),
                fixed(r.rpm, 0),
                fixed(r.flow, 1),
                fixed(r.velocity, 2),
                fixed(r.accel, 3),
                temp_text(r.temp),
            ]
        }),
    );
    let test_csv = csv(
        &["reading_id", "pump_id", "speed_rpm", "flow_m3h"],
        test.iter().map(|r| vec![r.id.to_string(), pumps[r.pump].id.clone(), fixed(r.rpm, 0), fixed(r.flow, 1)]),
    );
    let pumps_csv = csv(
        &["pump_id", "rated_speed_rpm", "bep_flow_m3h"],
        pumps.iter().map(|p| vec![p.id.clone(), fixed(RATED_RPM, 0), fixed(p.bep_flow, 0)]),
    );
    let truth = csv(
        &["reading_id", "velocity_mm_s", "accel_g", "bearing_temp_c"],
        test.iter().map(|r| vec![r.id.to_string(), fixed(r.velocity, 2), fixed(r.accel, 3), temp_text(r.temp)]),
    );

    // The models, fitted on the history.
    let targets = |r: &Reading| [Some(r.velocity), Some(r.accel), r.temp];
    let mean_of = |rows: &[&Reading], i: usize| mean(&rows.iter().filter_map(|r| targets(r)[i]).collect::<Vec<_>>());
    let all: Vec<&Reading> = history.iter().collect();
    let of_pump: Vec<Vec<&Reading>> = (0..PUMPS).map(|p| history.iter().filter(|r| r.pump == p).collect()).collect();
    let global = [mean_of(&all, 0), mean_of(&all, 1), mean_of(&all, 2)];
    let per_pump: Vec<[f64; 3]> = of_pump.iter().map(|rows| [mean_of(rows, 0), mean_of(rows, 1), mean_of(rows, 2)]).collect();
    // Straight lines on speed, per pump and target.
    let lines: Vec<[(f64, f64); 3]> = of_pump
        .iter()
        .map(|rows| {
            let fit = |i: usize| {
                let (x, y): (Vec<f64>, Vec<f64>) = rows.iter().filter_map(|r| targets(r)[i].map(|y| (r.rpm, y))).unzip();
                line(&x, &y)
            };
            [fit(0), fit(1), fit(2)]
        })
        .collect();
    // The physics: velocity ~ speed² and acceleration ~ speed³, both rising away from the
    // best-efficiency flow; one coefficient per pump (mean ratio), temperature a line.
    let coef: Vec<[f64; 2]> = of_pump
        .iter()
        .enumerate()
        .map(|(p, rows)| {
            let ratio = |i: usize| {
                mean(
                    &rows
                        .iter()
                        .map(|r| {
                            let s = shapes(&pumps[p], r.rpm, r.flow);
                            if i == 0 {
                                r.velocity / s.0
                            } else {
                                r.accel / s.1
                            }
                        })
                        .collect::<Vec<_>>(),
                )
            };
            [ratio(0), ratio(1)]
        })
        .collect();
    let linear: Model = Box::new(|r| {
        let l = &lines[r.pump];
        [l[0].0 + l[0].1 * r.rpm, l[1].0 + l[1].1 * r.rpm, l[2].0 + l[2].1 * r.rpm]
    });
    let physics: Model = Box::new(|r| {
        let s = shapes(&pumps[r.pump], r.rpm, r.flow);
        let l = lines[r.pump][2];
        [coef[r.pump][0] * s.0, coef[r.pump][1] * s.1, l.0 + l.1 * r.rpm]
    });
    let global_model: Model = Box::new(|_| global);
    let pump_means: Model = Box::new(|r| per_pump[r.pump]);
    let slowest = test.iter().map(|r| r.rpm).fold(f64::MAX, f64::min);

    let examples = vec![
        Example {
            file: "submissions/1-inf-when-unsure.csv",
            title: "inf where the model is unsure",
            teaches: "The speed lines, with `inf` as the acceleration of the slowest reading (below the speeds the model trusts). Every value must be a finite number.",
            csv: predictions(&test, |_| false, &linear, |r, i, x| if i == 1 && r.rpm == slowest { "inf".into() } else { plain(r, i, x) }),
            expect: rejected("infinite_value"),
        },
        Example {
            file: "submissions/2-gaps-kept.csv",
            title: "Temperature gaps copied from the history",
            teaches: "The speed lines, with the bearing temperature left empty for every eleventh reading, as the history's gaps are. The truth has gaps (they are not scored); the predictions may not.",
            csv: predictions(&test, |_| false, &linear, |r, i, x| if i == 2 && r.id.is_multiple_of(11) { String::new() } else { plain(r, i, x) }),
            expect: rejected("empty_cell"),
        },
        Example {
            file: "submissions/3-one-pump-missing.csv",
            title: "No rows for a pump without enough history",
            teaches: "The speed lines, without the rows of pump P01. Every reading of test.csv needs its row.",
            csv: predictions(&test, |r| r.pump == 0, &linear, plain),
            expect: rejected("missing_reading"),
        },
        Example {
            file: "submissions/4-fleet-averages.csv",
            title: "Fleet averages",
            teaches: "The history's average of each target over all pumps: valid, but every pump is treated alike.",
            csv: predictions(&test, |_| false, &global_model, plain),
            expect: valid(1, "valid, poor"),
        },
        Example {
            file: "submissions/5-pump-averages.csv",
            title: "Averages per pump",
            teaches: "Each pump's own averages: the pumps differ a lot, speed and flow still ignored.",
            csv: predictions(&test, |_| false, &pump_means, plain),
            expect: valid(2, "baseline"),
        },
        Example {
            file: "submissions/6-speed-lines.csv",
            title: "A straight line on speed per pump (the reference)",
            teaches: "Per pump and target, a least-squares line on the speed. It defines the reference WAPE: score 1.0.",
            csv: predictions(&test, |_| false, &linear, plain),
            expect: valid(3, "reference"),
        },
        Example {
            file: "submissions/7-affinity-laws.csv",
            title: "The pump affinity laws",
            teaches: "Velocity grows with speed², acceleration with speed³, both more away from the best-efficiency flow of pumps.csv: one coefficient per pump fitted on that shape. Near the noise floor of the readings.",
            csv: predictions(&test, |_| false, &physics, plain),
            expect: valid(4, "near-perfect"),
        },
    ];

    let value_cols = json!(["velocity_mm_s", "accel_g", "bearing_temp_c"]);
    let params = json!({
        "submission": {"file": "predictions.csv", "engine": "pandas", "encoding": null, "read_error": "fatal"},
        "truth": {"file": "truth.csv", "engine": "pandas", "encoding": null},
        "required_columns": {"columns": ["reading_id", "velocity_mm_s", "accel_g", "bearing_temp_c"], "category": "missing_column"},
        "server": super::english_server_texts(),
        "checks": [
            {"step": "to_numeric", "columns": ["reading_id", "velocity_mm_s", "accel_g", "bearing_temp_c"]},
            {"step": "require_not_null", "columns": ["reading_id", "velocity_mm_s", "accel_g", "bearing_temp_c"], "category": "empty_cell",
             "message": "{column} is empty or not a number on {n} rows"},
            {"step": "require_finite", "columns": value_cols, "category": "infinite_value",
             "message": "{column} is infinite on {n} rows"},
            {"step": "cast_int", "columns": ["reading_id"], "frame": "both"},
            {"step": "require_unique", "columns": ["reading_id"], "category": "duplicate_id",
             "message": {"text": "{dups} repeated reading_id: {keys}", "keys": {"format": "{0}", "limit": 10}}},
            {"step": "require_covers_truth", "columns": ["reading_id"], "category": "missing_reading",
             "message": {"text": "{n} readings to predict are missing, e.g. {keys}", "keys": {"limit": 5, "repr": true}}}
        ],
        "join": {"keys": ["reading_id"]},
        "targets": [
            {"name": "velocity", "truth": "velocity_mm_s", "pred": "velocity_mm_s", "weight": 0.5, "transform": "log1p_clip0"},
            {"name": "acceleration", "truth": "accel_g", "pred": "accel_g", "weight": 0.3},
            {"name": "bearing_temperature", "truth": "bearing_temp_c", "pred": "bearing_temp_c", "weight": 0.2}
        ],
        "score": {"metric": "wape", "mask": "truth_not_nan", "empty": "zero", "combine": "py_weighted_sum"},
        "mapping": {"lower_is_better": {"form": "reference_over_value", "floor": {"metric": "mean_resolution_ratio", "resolution": 0.005}}},
        "reference": {"value": 0.0, "direction": "lower_is_better", "default_direction": "lower_is_better"},
        "report": [
            {"field": "weighted_wape", "source": "combined", "round": 6},
            {"field": "wape_per_target", "source": "per_target", "round": 4},
            {"field": "reference_value", "source": "reference"},
            {"field": "diagnostics", "source": {"object": [
                {"field": "velocity_smape", "source": {"metric": "smape", "target": 0}, "round": 4},
                {"field": "acceleration_1_minus_wape", "source": {"metric": "one_minus_wape", "target": 1}, "round": 4},
                {"field": "velocity_mean_relative_error", "source": {"metric": "mre_clip", "target": 0}, "round": 6}
            ]}},
            {"field": "readings", "source": "truth_count"}
        ],
        "on_exception": {"reset_validity": true}
    });

    let rules = vec![
        rule(
            "One row per reading, all three values",
            "A row for every reading_id of test.csv (no repeats) with `velocity_mm_s`, `accel_g` and `bearing_temp_c`, each a finite number.",
            "An empty cell, `inf`, a repeated or missing reading is rejected: score 0.",
        ),
        rule(
            "Weighted WAPE",
            "Per target, the WAPE (sum of absolute errors / sum of absolute truths); weighted 0.5 velocity, 0.3 acceleration, 0.2 temperature, added.",
            "Temperature is only a fifth of the score: effort on velocity pays most.",
        ),
        rule(
            "Velocity on a log scale",
            "Velocity is compared as log1p(value), negatives clipped to 0, on both sides: relative errors count, not absolute ones.",
            "A model tuned for absolute velocity errors over-weights the loud pumps.",
        ),
        rule(
            "Missing readings are not scored",
            "Where the truth has no temperature (the sensor missed it), that row does not count for temperature.",
            "Nothing to lose there.",
        ),
        rule(
            "A floor at the truth's rounding",
            "Readings are rounded (velocity to 0.01 mm/s): a WAPE below the mean of 0.005 / |velocity| counts as that floor.",
            "The score cannot grow without bound: reference / floor is the most anyone gets.",
        ),
    ];

    let instruction = "\
# Which pumps are shaking too much?

We run six centrifugal pumps and check their condition by hand once a week. We would
like to know what each reading *should* be at a given speed and flow, so that a real
reading far from it raises a flag.

`train.csv` holds past readings: pump, speed (rpm), flow (m³/h) and the three
measurements, vibration velocity (mm/s RMS), peak acceleration (g) and bearing
temperature (°C; the temperature sensor sometimes misses a reading). `pumps.csv` has
each pump's datasheet. `test.csv` lists new operating points.

Please send `predictions.csv` with one row per reading of `test.csv`:

```csv
reading_id,velocity_mm_s,accel_g,bearing_temp_c
5001,2.841,0.4012,47.93
```

Vibration matters most to us, then acceleration, temperature least.
"
    .to_string();

    Spec {
        id: ID,
        title: "Pump vibration: three readings from speed and flow",
        summary: format!(
            "{PUMPS} pumps, {HISTORY} past readings, {TEST} operating points to predict: vibration velocity (log scale), peak acceleration and bearing temperature. Weighted WAPE (0.5 / 0.3 / 0.2); missing truth readings are not scored; the score is the reference's WAPE over yours, floored at the truth's rounding."
        ),
        params,
        data: vec![("train", "train.csv", train), ("test", "test.csv", test_csv), ("pumps", "pumps.csv", pumps_csv), ("truth", "truth.csv", truth)],
        instruction,
        rules,
        examples,
        reference: 5,
        how: "Per pump and target, a least-squares line on the speed, fitted on train.csv (casegen).",
    }
}
