//! `energy-park`: a wind, solar, thermal and storage plant's year shaped like FDE-Bench
//! 048 (the evaluator's plant and its seven hourly files), with our own weather and load.
//!
//! The series are made hour by hour from fixed seeds: wind an autocorrelated speed
//! around a windier winter, irradiance from the sun's height at 35° N times each day's
//! cloud, air temperature by season and hour, and a load with morning and evening
//! peaks, quieter weekends and a summer and winter high. Each has 8,761 rows (hour t
//! reads row t + 1; row 0 is the last hour of the year before). The thermal, battery
//! and compressed-air files hold the plan the plant runs today (the evaluator reads
//! them but simulates the submission), one row per hour, as few columns as it reads.
//! Values carry the few decimals their units need: the files are what a reader's page
//! fetches.
//!
//! The reference is [`crate::solver::energy`]'s; the ladder climbs from plans the
//! server rejects to thermal left at its floor, today's plan and the reference.

use grader::case::{CaseKind, CaseManifest, Manifest, Reference, Rule};
use grader::energy::{EnergyCase, EnergyKind, EnergyReport, Plan, Series, HOURS};
use grader::kind::{FileList, Kind};

use crate::out::{self, fixed, put, Files};
use crate::plan_example::{expect, Example};
use crate::rng::Rng;
use crate::solver;

pub const ID: &str = "energy-park";
const SEED: u64 = 48_0048;
const ROWS: usize = HOURS + 1;

/// The data files by role, in the evaluator's order of reading.
const FILES: [(&str, &str); 7] = [
    ("wind", "data/timeseries_wind_8760.csv"),
    ("pv", "data/timeseries_pv_8760.csv"),
    ("load", "data/timeseries_load_8760.csv"),
    ("environment", "data/timeseries_environment_8760.csv"),
    ("thermal", "data/timeseries_thermal_8760.csv"),
    ("battery", "data/timeseries_battery_8760.csv"),
    ("caes", "data/timeseries_caes_8760.csv"),
];

fn tau() -> f64 {
    2.0 * std::f64::consts::PI
}

/// The four weather and load series' text: wind, pv, load, environment.
fn weather() -> [String; 4] {
    let mut rng = Rng::new(SEED);
    let mut wind = String::from("wind_speed_m_s\n");
    let mut pv = String::from("irradiance_w_m2\n");
    let mut load = String::from("load_w\n");
    let mut env = String::from("air_temperature_k\n");
    let (mut gust, mut cloud) = (0.0f64, 0.7f64);
    let lat = 35f64.to_radians();
    for row in 0..ROWS {
        // Row 0 is the year before's last hour.
        let t = (row + HOURS - 1) % HOURS;
        let (day, hour) = ((t / 24) as f64, (t % 24) as f64);
        if t.is_multiple_of(24) || row == 0 {
            cloud = (0.6 * cloud + 0.4 * rng.uniform(0.2, 1.0)).clamp(0.2, 1.0);
        }
        let season = libm::cos(tau() * (day - 15.0) / 365.0);
        gust = 0.96 * gust + 0.55 * rng.normal();
        let v = (6.8 + 1.6 * season + 0.6 * libm::sin(tau() * (hour - 15.0) / 24.0) + gust).clamp(0.0, 24.0);
        wind.push_str(&format!("{}\n", fixed(v, 1)));
        let decl = 23.44f64.to_radians() * libm::sin(tau() * (284.0 + day) / 365.0);
        let angle = (15.0 * (hour + 0.5 - 12.0)).to_radians();
        let sun = libm::sin(lat) * libm::sin(decl) + libm::cos(lat) * libm::cos(decl) * libm::cos(angle);
        let g = if sun > 0.0 { 1000.0 * libm::pow(sun, 1.2) * cloud } else { 0.0 };
        pv.push_str(&format!("{}\n", fixed(g, 0)));
        let temp = 288.15 - 10.0 * season + 4.0 * libm::sin(tau() * (hour - 9.0) / 24.0) + rng.normal();
        env.push_str(&format!("{}\n", fixed(temp, 1)));
        let daily = 0.82
            + 0.2 * libm::exp(-((hour - 10.0) / 3.0).powi(2))
            + 0.26 * libm::exp(-((hour - 19.5) / 2.5).powi(2))
            + 0.1 * f64::from(u8::from((8.0..22.0).contains(&hour)));
        let weekend = if (t / 24) % 7 >= 5 { 0.9 } else { 1.0 };
        let mw = 300.0 * daily * (1.0 + 0.1 * libm::cos(2.0 * tau() * (day - 15.0) / 365.0)) * weekend * (1.0 + 0.03 * rng.normal());
        // 0.1 MW steps, written in W as the evaluator reads them.
        load.push_str(&format!("{}00000\n", fixed(mw * 10.0, 0)));
    }
    [wind, pv, load, env]
}

/// A number as short as JSON allows: `0`, `0.33`, `-1`.
fn short(x: f64) -> String {
    let s = fixed(x, 2);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" || s.is_empty() {
        "0".into()
    } else {
        s.into()
    }
}

/// A control series' file: `header` then one value a row.
fn control_csv(header: &str, xs: &[f64], hour_column: bool) -> String {
    let mut s = format!("{header}\n");
    for (t, x) in xs.iter().enumerate() {
        if hour_column {
            s.push_str(&format!("{t},{}\n", short(*x)));
        } else {
            s.push_str(&format!("{}\n", short(*x)));
        }
    }
    s
}

/// `solution.json`: each sequence a day a line; `tp_seq` left out when `None`.
fn json(caes: &[f64], battery: &[f64], thermal: Option<&[f64]>) -> String {
    let seq = |name: &str, xs: &[f64]| {
        let days: Vec<String> =
            xs.chunks(24).map(|d| format!("    {}", d.iter().map(|x| short(*x)).collect::<Vec<_>>().join(","))).collect();
        format!("  \"{name}\": [\n{}\n  ]", days.join(",\n"))
    };
    let mut parts = vec![seq("caes_seq", caes), seq("battery_seq", battery)];
    if let Some(tp) = thermal {
        parts.push(seq("tp_seq", tp));
    }
    format!("{{\n{}\n}}\n", parts.join(",\n"))
}

fn plan_json(p: &Plan) -> String {
    json(&p.caes, &p.battery, Some(&p.thermal))
}

fn case_of(texts: &[String; 7], reference: f64) -> EnergyCase {
    let files = FileList::new(FILES.iter().zip(texts).map(|((_, path), text)| (path.to_string(), text.as_bytes().to_vec())).collect());
    EnergyKind::load_files(None, None, &files, Some(reference)).expect("our data reads")
}

fn grade(case: &EnergyCase, text: &str) -> EnergyReport {
    grader::energy::grade(case, text.as_bytes(), "solution.json")
}

fn examples(series: &Series) -> (Vec<Example>, Plan) {
    let reference = solver::energy::solve(series);
    let today = solver::energy::idle(solver::energy::follow(&solver::energy::net(series)));
    let zeros = vec![0.0; HOURS];
    // Half power is in the compressed air's forbidden band (between 0 and 0.86). The
    // broken examples are small: zeros where nothing is to be shown.
    let half: Vec<f64> = (0..HOURS).map(|t| if (18..21).contains(&(t % 24)) { 0.5 } else { 0.0 }).collect();
    // Charge the battery fully from midnight to 6 every day: full within days.
    let nightly: Vec<f64> = (0..HOURS).map(|t| if t % 24 < 6 { -1.0 } else { 0.0 }).collect();
    let days = HOURS - 24;
    let examples = vec![
        Example {
            file: "submissions/1-reference.json",
            title: "The reference plan",
            teaches: "Hour by hour: the stores charge from a surplus and discharge into a shortage, as far as their ranges allow with a margin; thermal covers what is still short. It defines the reference: score 1.0.",
            text: plan_json(&reference),
            expect: expect("valid", 3, "the reference"),
        },
        Example {
            file: "submissions/2-todays-plan.json",
            title: "Today's plan",
            teaches: "The plan in the thermal, battery and compressed-air files: thermal follows the shortage, both stores stay idle. Valid, but every surplus is sold at 0.1 where charging a store would earn 0.2.",
            text: plan_json(&today),
            expect: expect("valid", 2, "valid, stores idle"),
        },
        Example {
            file: "submissions/3-thermal-at-its-floor.json",
            title: "Thermal left at its floor",
            teaches: "Only `caes_seq` and `battery_seq`, all 0: without `tp_seq` thermal runs at 0.33 all year, and every shortage is bought at 0.6 where thermal would cost 0.4.",
            text: json(&zeros, &zeros, None),
            expect: expect("valid", 1, "valid, power bought"),
        },
        Example {
            file: "submissions/4-half-power-air.json",
            title: "Compressed air at half power",
            teaches: "Compressed air at 0.5 from 18:00 to 21:00 every day, to ease the evening peak: the unit runs at 0, charges at 0.33 to 1, or discharges at 0.86 to 1. A value in between rejects the plan.",
            text: json(&half, &zeros, None),
            expect: expect("rejected", 0, "a forbidden value"),
        },
        Example {
            file: "submissions/5-charge-every-night.json",
            title: "The battery charged every night",
            teaches: "Full charge from midnight to 6 every day and never a discharge: the state of charge passes 0.9 on the first night. One hour outside 0.1 to 0.9 rejects the whole year.",
            text: json(&zeros, &nightly, None),
            expect: expect("rejected", 0, "state of charge"),
        },
        Example {
            file: "submissions/6-one-day-short.json",
            title: "A day short",
            teaches: "`caes_seq` and `battery_seq` of 8,736 hours (364 days): each needs 8,760 values. A short sequence is rejected before the year is simulated.",
            text: json(&zeros[..days], &zeros[..days], None),
            expect: expect("rejected", 0, "sequence length"),
        },
    ];
    (examples, today)
}

fn rules() -> Vec<Rule> {
    let r = Rule::new;
    vec![
        r("Three sequences of 8,760 hours", "`caes_seq`, `battery_seq` and `tp_seq` hold one control a hour, as a share of the unit's rated power: positive discharges or generates, negative charges. `tp_seq` may be left out: thermal then runs at 0.33 all year.", "A sequence missing or shorter than 8,760, or a value that is not a number: score 0."),
        r("Each unit's range", "The battery runs from −1 to 1 and thermal from 0.33 to 1; compressed air is 0, or charges at 0.33 to 1 (−1 to −0.33), or discharges at 0.86 to 1, nothing in between.", "One value outside rejects the plan: score 0."),
        r("The stores stay in range all year", "The battery starts at 0.5 and must stay within 0.1 to 0.9; the compressed air's gas tank starts at 0.8 and stays within 0.6 to 1. The battery keeps 85 % of a charge and pays out 1 / 0.85 for a discharge; compressed air stores 75 % of a charge.", "One hour outside rejects the whole year: score 0."),
        r("The bus and the grid", "Each hour, PV, wind, thermal and both stores are netted against the load; the grid buys or sells up to 500 MW, then wind and PV are cut (a surplus) or up to 80 % of the load shed (a shortage).", "What no step balances is penalised by its square times 10¹²: never leave it."),
        r("Cash flow over the reference", "Yuan per kWh: the load pays 0.5, the grid 0.1 for what it takes and 0.6 for what it gives, wind costs 0.35, PV 0.25 and thermal 0.4; a store's charge earns 0.2 and its discharge costs 0.4. The score is the year's cash flow over the reference plan's.", "A store that never charges from a surplus leaves money on the table."),
    ]
}

const INSTRUCTION: &str = "\
# Plan our plant's year, hour by hour

Our plant has 260 MW of PV, 300 MW of wind, a 150 MW thermal unit, a 100 MW battery and a
150 MW compressed-air store, and it serves one load. `data/` has the year's hourly wind
speed, irradiance, load (W) and air temperature (K), each with one row more than the year's
8,760 hours: hour 0 is row 1. The thermal, battery and compressed-air files hold the plan we
run today.

Send `solution.json`, three controls for every hour, each a share of the unit's rated power
(positive: discharge or generate; negative: charge):

```json
{\"caes_seq\": [0, -1, 0.9, …], \"battery_seq\": [-0.5, 0, 0.5, …], \"tp_seq\": [0.33, 1, …]}
```

The battery runs from −1 to 1, thermal from 0.33 to 1, and compressed air is off, charges
at a third of its power or more, or generates at 86 % or more. Neither store may leave its
range in any hour of the year. We want the year's cash flow as high as it can be.
";

pub fn generate(files: &mut Files) {
    let [wind, pv, load, env] = weather();
    let first = case_of(
        &[wind.clone(), pv.clone(), load.clone(), env.clone(), "hour,thermal\n0,0.33\n".into(), "battery\n0\n".into(), "caes\n0\n".into()],
        1.0,
    );
    let series = first.series.clone().expect("our data reads");
    let (examples, today) = examples(&series);
    let texts = [
        wind,
        pv,
        load,
        env,
        control_csv("hour,thermal", &today.thermal, true),
        control_csv("battery", &today.battery, false),
        control_csv("caes", &today.caes, false),
    ];
    let reference = grade(&case_of(&texts, 1.0), &examples[0].text).player_objective.expect("the reference is valid");
    let case = case_of(&texts, reference);
    let reports: Vec<EnergyReport> = examples.iter().map(|e| grade(&case, &e.text)).collect();
    let scores: Vec<f64> = reports.iter().map(|r| r.overall_score).collect();
    assert!(scores[0] == 1.0 && scores[0] > scores[1] && scores[1] > scores[2] && scores[2] > 0.0, "{scores:?}");
    assert!(scores[3..].iter().all(|s| *s == 0.0) && reports[3..].iter().all(|r| !r.valid), "{scores:?}");
    let dir = |f: &str| format!("{ID}/{f}");
    for ((_, path), text) in FILES.iter().zip(texts) {
        put(files, dir(path), text);
    }
    put(files, dir("instruction.md"), INSTRUCTION);
    for e in &examples {
        put(files, dir(e.file), e.text.clone());
    }
    let manifest = CaseManifest::new(CaseKind::Energy, Manifest {
        server: Default::default(),
        id: ID.into(),
        kind: String::new(),
        title: "A year of wind, sun, thermal and storage".into(),
        summary: "Set a plant's compressed-air store, battery and thermal unit for every hour of a year against its wind, sun and load. Every value in its unit's range, both stores in theirs all year; the score is the year's cash flow over the reference plan's.".into(),
        parameters: serde_json::Value::Null,
        reference: Reference {
            value: reference,
            how: "The year's cash flow (yuan) of submissions/1-reference.json: casegen's hour-by-hour solver (stores charge from a surplus and discharge into a shortage, thermal covers the rest).".into(),
        },
        files: FILES
            .iter()
            .copied()
            .chain([("instruction", "instruction.md"), ("reference", "submissions/1-reference.json")])
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect(),
        rules: rules(),
        submissions: examples.iter().map(Example::submission).collect(),
    });
    put(files, dir("case.json"), out::manifest(&manifest));
}
