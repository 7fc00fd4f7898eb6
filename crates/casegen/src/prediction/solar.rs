//! `solar-yield`: morning and afternoon energy of five rooftop plants, day by day, two
//! months ahead. R² per half-day on the days a plant produced (offline days are not
//! scored), their mean; the score is yours over the reference's, never below 0.

use serde_json::json;

use super::{csv, mean, rejected, rule, valid, Example, Spec};
use crate::out::fixed;
use crate::rng::Rng;

pub const ID: &str = "solar-yield";
const SEED: u64 = 0x5_01A2_2026;
/// Site, peak power (kW), region (0 or 1: the cloud it shares).
const SITES: [(&str, f64, usize); 5] =
    [("depot_roof", 24.0, 0), ("school_gym", 40.0, 0), ("farm_barn", 60.0, 1), ("library", 12.0, 1), ("clinic_car_park", 6.5, 0)];
/// January and February to learn from, March and April to forecast.
const HISTORY_DAYS: usize = 59;
const TEST_DAYS: usize = 61;
/// No half-day can exceed the largest inverter (60 kW) for six hours.
const MAX_KWH: f64 = 360.0;
const AM_SHARE: f64 = 0.45;
/// The good afternoons the report counts: more than this many kWh.
const GOOD_PM: f64 = 60.0;

/// `2026-01-01` + `day` days.
fn date(day: usize) -> String {
    let mut d = day;
    for (m, len) in [31, 28, 31, 30].into_iter().enumerate() {
        if d < len {
            return format!("2026-{:02}-{:02}", m + 1, d + 1);
        }
        d -= len;
    }
    unreachable!("the case spans January to April")
}

/// One site-day.
#[derive(Debug, Clone)]
pub struct SiteDay {
    pub site: usize,
    pub day: usize,
    /// The day's clear-sky index in the site's region (history: measured).
    pub cloud: f64,
    /// The weather service's forecast of it (`None`: no forecast that day).
    pub forecast: Option<f64>,
    pub am: f64,
    pub pm: f64,
}

/// kWh per kW of peak power on a cloudless day, rising from winter to spring.
fn clear_sky(day: usize) -> f64 {
    1.4 + 2.6 * day as f64 / (HISTORY_DAYS + TEST_DAYS) as f64
}

/// History and the site-days to forecast.
pub fn site_days() -> (Vec<SiteDay>, Vec<SiteDay>) {
    let mut rng = Rng::new(SEED);
    let mut all = Vec::new();
    for day in 0..HISTORY_DAYS + TEST_DAYS {
        let clouds: Vec<f64> = (0..2).map(|_| 1.0 - 0.75 * libm::pow(rng.unit(), 1.5)).collect();
        let forecasts: Vec<Option<f64>> =
            clouds.iter().map(|&c| if rng.chance(0.05) { None } else { Some((c + 0.07 * rng.normal()).clamp(0.2, 1.0)) }).collect();
        for (site, &(_, kw, region)) in SITES.iter().enumerate() {
            let c = clouds[region];
            let (am, pm) = if rng.chance(0.03) {
                (0.0, 0.0) // inverter offline all day
            } else {
                let half = |share: f64, rng: &mut Rng| {
                    let c = (c * (0.88 + 0.24 * rng.unit())).min(1.0);
                    (kw * clear_sky(day) * share * c * libm::exp(0.03 * rng.normal()) * 100.0).round() / 100.0
                };
                (half(AM_SHARE, &mut rng), half(1.0 - AM_SHARE, &mut rng))
            };
            all.push(SiteDay {
                site,
                day,
                cloud: (c * 1000.0).round() / 1000.0,
                forecast: forecasts[region].map(|f| (f * 100.0).round() / 100.0),
                am,
                pm,
            });
        }
    }
    let test = all.split_off(HISTORY_DAYS * SITES.len());
    (all, test)
}

fn predictions(test: &[SiteDay], skip: impl Fn(&SiteDay) -> bool, value: impl Fn(&SiteDay) -> (f64, f64), scale: f64) -> String {
    csv(
        &["site", "day", "kwh_am", "kwh_pm"],
        test.iter().filter(|s| !skip(s)).map(|s| {
            let (a, p) = value(s);
            vec![SITES[s.site].0.to_string(), date(s.day), fixed(a.max(0.0) * scale, 2), fixed(p.max(0.0) * scale, 2)]
        }),
    )
}

/// Least squares of `y` on `x`: (intercept, slope).
fn line(x: &[f64], y: &[f64]) -> (f64, f64) {
    let (mx, my) = (mean(x), mean(y));
    let sxx: f64 = x.iter().map(|a| (a - mx) * (a - mx)).sum();
    let sxy: f64 = x.iter().zip(y).map(|(a, b)| (a - mx) * (b - my)).sum();
    (my - sxy / sxx * mx, sxy / sxx)
}

/// The case.
pub fn spec() -> Spec {
    let (history, test) = site_days();
    let train = csv(
        &["site", "peak_kw", "day", "clear_sky_index", "kwh_am", "kwh_pm"],
        history.iter().map(|s| {
            vec![SITES[s.site].0.into(), fixed(SITES[s.site].1, 1), date(s.day), fixed(s.cloud, 3), fixed(s.am, 2), fixed(s.pm, 2)]
        }),
    );
    let test_csv = csv(
        &["site", "peak_kw", "day", "clear_sky_index_forecast"],
        test.iter().map(|s| {
            vec![SITES[s.site].0.into(), fixed(SITES[s.site].1, 1), date(s.day), s.forecast.map_or(String::new(), |f| fixed(f, 2))]
        }),
    );
    let truth = csv(
        &["site", "day", "kwh_am", "kwh_pm"],
        test.iter().map(|s| vec![SITES[s.site].0.into(), date(s.day), fixed(s.am, 2), fixed(s.pm, 2)]),
    );

    // The models, per site and half-day, on the days the plant produced.
    let producing = |site: usize| history.iter().filter(move |s| s.site == site && s.am > 0.0);
    let half = |s: &SiteDay, i: usize| if i == 0 { s.am } else { s.pm };
    let site_mean: Vec<[f64; 2]> =
        (0..SITES.len()).map(|k| [0, 1].map(|i| mean(&producing(k).map(|s| half(s, i)).collect::<Vec<_>>()))).collect();
    let recent: Vec<[f64; 2]> = (0..SITES.len())
        .map(|k| [0, 1].map(|i| mean(&producing(k).filter(|s| s.day + 14 >= HISTORY_DAYS).map(|s| half(s, i)).collect::<Vec<_>>())))
        .collect();
    let trend: Vec<[(f64, f64); 2]> = (0..SITES.len())
        .map(|k| {
            [0, 1].map(|i| {
                let (x, y): (Vec<f64>, Vec<f64>) = producing(k).map(|s| (s.day as f64, half(s, i))).unzip();
                line(&x, &y)
            })
        })
        .collect();
    // Per clear-sky index: the trend of kWh / index, times the forecast index.
    let per_index: Vec<[(f64, f64); 2]> = (0..SITES.len())
        .map(|k| {
            [0, 1].map(|i| {
                let (x, y): (Vec<f64>, Vec<f64>) = producing(k).map(|s| (s.day as f64, half(s, i) / s.cloud)).unzip();
                line(&x, &y)
            })
        })
        .collect();
    let mean_index = mean(&history.iter().map(|s| s.cloud).collect::<Vec<_>>());
    let at = |l: (f64, f64), d: usize| l.0 + l.1 * d as f64;
    let trend_model = |s: &SiteDay| (at(trend[s.site][0], s.day), at(trend[s.site][1], s.day));
    let weather_model = |s: &SiteDay| {
        let c = s.forecast.unwrap_or(mean_index);
        (at(per_index[s.site][0], s.day) * c, at(per_index[s.site][1], s.day) * c)
    };

    let examples = vec![
        Example {
            file: "submissions/1-watt-hours.csv",
            title: "Watt-hours instead of kilowatt-hours",
            teaches: "The reference model in Wh. No half-day can exceed 360 kWh (the largest inverter for six hours): rejected.",
            csv: predictions(&test, |_| false, trend_model, 1000.0),
            expect: rejected("out_of_range"),
        },
        Example {
            file: "submissions/2-only-days-with-a-forecast.csv",
            title: "Only the days with a weather forecast",
            teaches: "The weather model, but the days without a forecast in test.csv left out. Every site-day needs its row.",
            csv: predictions(&test, |s| s.forecast.is_none(), weather_model, 1.0),
            expect: rejected("missing_row"),
        },
        Example {
            file: "submissions/3-winter-averages.csv",
            title: "Each site's winter average",
            teaches: "Each plant's average morning and afternoon of January and February. Valid, and the big plants are told from the small ones, but spring is sunnier than winter.",
            csv: predictions(&test, |_| false, |s| (site_mean[s.site][0], site_mean[s.site][1]), 1.0),
            expect: valid(1, "valid, poor"),
        },
        Example {
            file: "submissions/4-last-two-weeks.csv",
            title: "The last two weeks' average",
            teaches: "Each plant's average over the last 14 days of the history: closer to spring, still flat.",
            csv: predictions(&test, |_| false, |s| (recent[s.site][0], recent[s.site][1]), 1.0),
            expect: valid(2, "baseline"),
        },
        Example {
            file: "submissions/5-seasonal-trend.csv",
            title: "A seasonal trend per plant (the reference)",
            teaches: "Per plant and half-day, a straight line over the days of the history, extended into spring. It defines the reference mean R²: score 1.0.",
            csv: predictions(&test, |_| false, trend_model, 1.0),
            expect: valid(3, "reference"),
        },
        Example {
            file: "submissions/6-trend-times-forecast.csv",
            title: "The trend per unit of sky, times the forecast",
            teaches: "The same trend fitted on kWh per unit of the measured clear-sky index, times the forecast index (the history's average where there is none). The weather explains most of what is left.",
            csv: predictions(&test, |_| false, weather_model, 1.0),
            expect: valid(4, "near-perfect"),
        },
    ];

    let keys = json!(["site", "day"]);
    let values = json!(["kwh_am", "kwh_pm"]);
    let within = |c: &str| {
        json!({"step": "require_within", "column": c, "lo": 0.0, "hi": MAX_KWH, "tol": 1e-9, "category": "out_of_range",
               "message": {"text": "{column} is out of range on {n} rows (min {min:.4f}, max {max:.4f}): {keys}", "keys": {"format": "{0} {1}", "limit": 10}}})
    };
    let params = json!({
        "submission": {"file": "predictions.csv", "engine": "pandas", "encoding": "utf-8-sig", "read_error": "fatal"},
        "truth": {"file": "truth.csv", "engine": "pandas", "encoding": "utf-8-sig"},
        "required_columns": {"columns": ["site", "day", "kwh_am", "kwh_pm"], "category": "missing_column"},
        "server": super::english_server_texts(),
        "checks": [
            {"step": "to_str", "columns": keys, "frame": "both", "strip": true},
            {"step": "to_numeric", "columns": values},
            {"step": "first_of", "category": "bad_value", "steps": [
                {"step": "require_not_null", "columns": values, "message": {"text": "{column} is empty or not a number on {n} rows: {keys}", "keys": {"format": "{0} {1}", "limit": 10}}},
                {"step": "require_finite", "columns": values, "message": {"text": "{column} is infinite on {n} rows: {keys}", "keys": {"format": "{0} {1}", "limit": 10}}}
            ]},
            within("kwh_am"),
            within("kwh_pm"),
            {"step": "require_unique", "columns": keys, "category": "duplicate_row",
             "message": {"text": "(site, day) repeated on {n} rows: {keys}", "keys": {"format": "{0} {1}", "limit": 10}}},
            {"step": "require_join_complete", "category": "missing_row", "message": "{n} (site, day) to forecast have no row"}
        ],
        "join": {"keys": keys, "sort_by_keys": true},
        "targets": [
            {"name": "morning", "truth": "kwh_am", "pred": "kwh_am"},
            {"name": "afternoon", "truth": "kwh_pm", "pred": "kwh_pm"}
        ],
        "score": {"metric": "r2", "mask": "truth_positive", "empty": "skip", "combine": "np_mean"},
        "mapping": {"higher_is_better": {"form": "value_over_reference", "clamp_min": 0.0, "guard": {"if": "ref_gt", "than": 0.0, "else": 0.0}}},
        "reference": {"value": 0.0, "direction": "higher_is_better"},
        "report": [
            {"field": "mean_r2", "source": "combined", "round": 6},
            {"field": "r2_per_half_day", "source": "per_target_detail", "name": "r2", "round": 4},
            {"field": "reference_value", "source": "reference"},
            {"field": "morning_yield_weighted_rmse", "source": {"metric": "truth_weighted_rmse", "target": 0}, "round": 4},
            {"field": "morning_skill_vs_zero", "source": {"metric": "skill_vs_zero_mae", "target": 0}, "round": 4},
            {"field": "good_afternoons_f1", "source": {"metric": "f1_hits", "truth_gt": GOOD_PM, "pred_ge": GOOD_PM, "target": 1}, "round": 4},
            {"field": "afternoon_closeness", "source": {"metric": "scaled_inverse_one_plus_mae", "scale": 100.0, "target": 1}, "round": 4},
            {"field": "offline_days", "source": {"count_truth_eq": 0.0}},
            {"field": "site_days", "source": "truth_rows"}
        ],
        "on_exception": {"reset_validity": true}
    });

    let rules = vec![
        rule(
            "Every site-day, once",
            "A row for every (site, day) of test.csv, including the days without a forecast; none twice. Keys are compared as text.",
            "A missing or repeated row is rejected: score 0.",
        ),
        rule(
            "Kilowatt-hours, within what the plants can make",
            "`kwh_am` and `kwh_pm` are finite numbers from 0 to 360 kWh.",
            "Wh, negative or empty values are rejected: score 0.",
        ),
        rule(
            "R² per half-day, on producing days",
            "The score is the mean of the morning's and the afternoon's R² over the rows where the plant really produced (truth > 0). Days an inverter was offline are not scored.",
            "Predicting outages earns nothing; one number for every row earns an R² of 0 at best (a number per plant does better: the plants differ in size).",
        ),
        rule("Relative, never negative", "Score = your mean R² / the reference's; a negative R² counts as 0.", "A model worse than a flat line scores 0, not less."),
    ];

    let instruction = format!(
        "\
# How much will our rooftops produce this spring?

We own five solar plants on municipal roofs and sell the energy by half-day blocks.
`train.csv` has January and February: for each plant and day, its peak power, the
clear-sky index that day (1 = cloudless) and the energy made in the morning and in the
afternoon (kWh). `test.csv` lists March and April with the weather service's forecast
of the clear-sky index, where it has one.

Please send `predictions.csv`:

```csv
site,day,kwh_am,kwh_pm
depot_roof,{first},41.20,50.37
```

Sometimes an inverter trips and a plant makes nothing all day; we know we cannot
forecast that.
",
        first = date(HISTORY_DAYS)
    );

    Spec {
        id: ID,
        title: "Solar plants: morning and afternoon energy, two months ahead",
        summary: format!(
            "{} rooftop plants, {HISTORY_DAYS} days of history, {TEST_DAYS} days to forecast, morning and afternoon kWh. R² per half-day on the days a plant produced, their mean; the score is yours over the reference's, never below 0.",
            SITES.len()
        ),
        params,
        data: vec![("train", "train.csv", train), ("test", "test.csv", test_csv), ("truth", "truth.csv", truth)],
        instruction,
        rules,
        examples,
        reference: 4,
        how: "Per plant and half-day, a least-squares line over the days of train.csv (producing days only), extended (casegen).",
    }
}
