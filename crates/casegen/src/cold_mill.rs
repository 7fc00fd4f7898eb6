//! `cold-mill`: a cold-rolling line's coil sequence shaped like FDE-Bench 017 (a work
//! plan of coils, a grade catalog with categories, roll sizes and a front width), with
//! our own 40 coils and 8 grades.
//!
//! The catalog uses the evaluator's four category ids (their linkage rules are written
//! into it: CATEGORY_002 and CATEGORY_004 bridge, CATEGORY_001 never meets
//! CATEGORY_004), with one small-roll bridging grade, so a sequence can avoid every
//! linkage break. The reference is [`crate::solver::coil`]'s; the ladder climbs from
//! sequences the server rejects to two simple sorts and the reference.

use grader::case::{CaseKind, CaseManifest, Manifest, Reference, Rule};
use grader::coil::{CoilCase, CoilKind, CoilReport, Coils};
use grader::kind::{FileList, Kind};

use crate::out::{self, fixed, put, Files};
use crate::plan_example::{expect, Example};
use crate::rng::Rng;
use crate::solver;

pub const ID: &str = "cold-mill";
const SEED: u64 = 17_0017;

/// The catalog: grade, category, roll size, front width (mm), bridging.
const GRADES: [(&str, &str, &str, &str, &str); 8] = [
    ("SG11", "CATEGORY_001", "small", "", "false"),
    ("SG12", "CATEGORY_001", "small", "", "false"),
    ("SG21", "CATEGORY_002", "large", "", "true"),
    ("SG22", "CATEGORY_002", "small", "", "true"),
    ("SG31", "CATEGORY_003", "small", "", "false"),
    ("SG32", "CATEGORY_003", "small", "", "false"),
    ("SG33", "CATEGORY_003", "small", "", "false"),
    ("SG41", "CATEGORY_004", "large", "1450", "true"),
];

/// Coils per grade, and each grade's thickness range (mm).
const MIX: [(&str, usize, f64, f64); 8] = [
    ("SG41", 8, 0.80, 1.20),
    ("SG21", 5, 0.90, 1.40),
    ("SG11", 6, 0.40, 0.70),
    ("SG12", 5, 0.50, 0.80),
    ("SG22", 3, 0.70, 1.10),
    ("SG31", 5, 1.00, 1.60),
    ("SG32", 5, 1.20, 2.00),
    ("SG33", 3, 1.40, 2.00),
];

/// Front-width coils: the first of SG41's coils have its front width exactly.
const FRONT: usize = 6;

struct Row {
    id: String,
    grade: &'static str,
    thickness: f64,
    width: f64,
    trim: &'static str,
}

fn make() -> (String, String) {
    let mut rng = Rng::new(SEED);
    let mut rows = Vec::new();
    for (grade, n, lo, hi) in MIX {
        for k in 0..n {
            let width = if grade == "SG41" && k < FRONT { 1450.0 } else { (rng.uniform(900.0, 1420.0) / 10.0).round() * 10.0 };
            let thickness = (rng.uniform(lo, hi) * 100.0).round() / 100.0;
            let trim = match rng.below(10) {
                0..=5 => "切边",
                6..=8 => "不切边",
                _ => "",
            };
            rows.push(Row { id: String::new(), grade, thickness, width, trim });
        }
    }
    // The plan lists the coils in the order they came in, not as they should roll.
    rng.shuffle(&mut rows);
    for (i, r) in rows.iter_mut().enumerate() {
        r.id = format!("CL-{:03}", i + 1);
    }
    let mut plan = String::from("优化前顺序,出口材料号,钢种,出口材料厚度,出口材料宽度,优化前切边标记\n");
    for (i, r) in rows.iter().enumerate() {
        plan.push_str(&format!("{},{},{},{},{},{}\n", i + 1, r.id, r.grade, fixed(r.thickness, 2), fixed(r.width, 0), r.trim));
    }
    let mut catalog = String::from("grade_id,category_id,roll_size,front_width_mm,is_transition\n");
    for (g, c, r, f, t) in GRADES {
        catalog.push_str(&format!("{g},{c},{r},{f},{t}\n"));
    }
    (plan, catalog)
}

fn case_of(plan: &str, catalog: &str, reference: f64) -> CoilCase {
    CoilKind::load_files(
        None,
        None,
        &FileList::new(vec![
            ("data/work_plan.csv".into(), plan.as_bytes().to_vec()),
            ("data/grade_catalog.csv".into(), catalog.as_bytes().to_vec()),
        ]),
        Some(reference),
    )
    .expect("our data reads")
}

fn ids(coils: &Coils, order: &[usize]) -> Vec<String> {
    order.iter().map(|&i| coils.coils[i].id.clone()).collect()
}

fn grade(case: &CoilCase, text: &str) -> CoilReport {
    grader::coil::grade(case, text.as_bytes(), "solution.json")
}

/// Front coils, then the large-roll block, then the small-roll one, each sorted by `key`.
fn sorted_blocks<K: Ord>(coils: &Coils, key: impl Fn(usize) -> K) -> Vec<usize> {
    let c = &coils.coils;
    let mut out = Vec::new();
    for part in [0, 1, 2] {
        let mut v: Vec<usize> = (0..c.len())
            .filter(|&i| match part {
                0 => c[i].is_front(),
                1 => !c[i].is_front() && !c[i].small,
                _ => !c[i].is_front() && c[i].small,
            })
            .collect();
        v.sort_by_key(|&i| key(i));
        out.extend(v);
    }
    out
}

fn examples(coils: &Coils) -> Vec<Example> {
    let c = &coils.coils;
    let reference = solver::coil::solve(coils);
    let wide = sorted_blocks(coils, |i| -(c[i].width as i64));
    let catalog_order = |g: &str| GRADES.iter().position(|x| x.0 == g).unwrap_or(GRADES.len());
    let by_grade = sorted_blocks(coils, |i| (catalog_order(&c[i].grade), i));
    let listed: Vec<usize> = (0..c.len()).collect();
    // The front coils after the rest of the large-roll block: still one roll change.
    let front_n = c.iter().filter(|x| x.is_front()).count();
    let large_n = c.iter().filter(|x| !x.small).count();
    let mut front_late = reference.clone();
    front_late[..large_n].rotate_left(front_n);
    let lower: Vec<String> = ids(coils, &reference).iter().map(|s| s.to_lowercase()).collect();
    vec![
        Example {
            file: "submissions/1-reference.json",
            title: "The reference sequence",
            teaches: "The front-width coils, the large-roll block, then the small-roll block, each improved by moving runs of coils while the penalty falls: 0 rule breaks, 9 width rises, 14 grade groups, penalty 914. It defines the reference: score 1.0.",
            text: grader::coil::solution_json(&ids(coils, &reference)),
            expect: expect("valid", 3, "the reference"),
        },
        Example {
            file: "submissions/2-grade-by-grade.json",
            title: "Grade by grade",
            teaches: "Each grade in one run, in the catalog's order, its coils as the plan lists them: 9 grade groups, but 17 width rises, widths jumping past their limits, and the last SG41 coil next to the first SG11 (CATEGORY_004 next to CATEGORY_001): 10 rule breaks.",
            text: grader::coil::solution_json(&ids(coils, &by_grade)),
            expect: expect("valid", 2, "valid, width rises"),
        },
        Example {
            file: "submissions/3-wide-to-narrow.json",
            title: "Wide to narrow, grades mixed",
            teaches: "Each roll block widest first, whatever the grade: 1 width rise, but thin and thick coils and clashing categories side by side, 28 rule breaks. Each costs 10,000, as much as a hundred width rises.",
            text: grader::coil::solution_json(&ids(coils, &wide)),
            expect: expect("valid", 1, "valid, rule jumps"),
        },
        Example {
            file: "submissions/4-as-listed.json",
            title: "The plan as listed",
            teaches: "The coils in the work plan's own order: large and small rolls alternate (18 changes) and the front-width coils are scattered. More than one change of rolls rejects the sequence.",
            text: grader::coil::solution_json(&ids(coils, &listed)),
            expect: expect("rejected", 0, "roll changes"),
        },
        Example {
            file: "submissions/5-front-coils-late.json",
            title: "Front-width coils after the large block",
            teaches: "The reference with its 6 front-width coils moved behind the other large-roll coils: one roll change still, but the front-width coils must hold the first 6 places.",
            text: grader::coil::solution_json(&ids(coils, &front_late)),
            expect: expect("rejected", 0, "front-width coils"),
        },
        Example {
            file: "submissions/6-lowercase-ids.json",
            title: "Ids in lower case",
            teaches: "The reference written `cl-001` for `CL-001`: ids are matched exactly (only spaces at the ends are stripped), so every one is unknown.",
            text: grader::coil::solution_json(&lower),
            expect: expect("rejected", 0, "unknown ids"),
        },
    ]
}

fn rules() -> Vec<Rule> {
    let r = Rule::new;
    vec![
        r("Every coil once, by its id", "`sequence` lists the 40 ids of `data/work_plan.csv` (出口材料号) in rolling order, each read as `str(id).strip()`: no other change of case or spelling.", "An unknown id rejects the file as `schema`; a coil missing or repeated as `constraint`: score 0."),
        r("One change of rolls", "The grade catalog says which grades roll on small rolls and which on large ones (SG21 and SG41 large): each kind runs together, so the roll size changes at most 1 time.", "A second change rejects the sequence: score 0."),
        r("Front-width coils first", "A coil whose width is its grade's `front_width_mm` (the 6 SG41 coils of 1450 mm) comes before every other coil.", "One of them later than the first 6 places rejects the sequence: score 0."),
        r("Linkage, thickness and width steps", "Next to each other, CATEGORY_001 and CATEGORY_003 clash, and CATEGORY_001 and CATEGORY_004 never meet; CATEGORY_002 and CATEGORY_004 bridge the rest. Thickness may step by 0.25 to 0.5 mm (by the thicker coil and the categories), width by 165 to 260 mm (by the thickness and trim of the coil before).", "Each broken step costs 10,000 in the penalty (a step can break several)."),
        r("Penalty over the reference", "Penalty = 10,000 × rule breaks + 100 × width rises + the number of grade groups; the score is the reference sequence's penalty over yours, rounded to 4 places.", "Wide to narrow and one grade at a time matter, but a single rule break outweighs 99 width rises."),
    ]
}

const INSTRUCTION: &str = "\
# Put our coils in rolling order

Our cold-rolling line has 40 coils on this week's work plan, `data/work_plan.csv` (id 出口材料号,
grade 钢种, thickness and width in mm, trim 切边 or 不切边). `data/grade_catalog.csv` has our
8 grades: each one's category, roll size and, for SG41, the front width.

Reorder the same coils, none added or dropped, and send `solution.json`:

```json
{\"sequence\": [\"CL-017\", \"CL-003\", …every coil once…]}
```

Two rules are never broken: the SG41 coils of exactly 1450 mm go first, and small-roll and
large-roll grades each run together, so we change rolls once at most. Beyond that: as few
steps as you can that break our linkage, thickness and width rules, widths falling from wide
to narrow, and each grade kept together.
";

pub fn generate(files: &mut Files) {
    let (plan, catalog) = make();
    let coils = case_of(&plan, &catalog, 1.0).coils.expect("our data reads");
    let examples = examples(&coils);
    let reference = grade(&case_of(&plan, &catalog, 1.0), &examples[0].text).penalty.expect("the reference is valid") as f64;
    let case = case_of(&plan, &catalog, reference);
    let reports: Vec<CoilReport> = examples.iter().map(|e| grade(&case, &e.text)).collect();
    let scores: Vec<f64> = reports.iter().map(|r| r.overall_score).collect();
    // The ladder holds: reference > grade by grade > wide to narrow > 0, each broken one
    // rejected for its own rule.
    assert!(scores[0] == 1.0 && scores[0] > scores[1] && scores[1] > scores[2] && scores[2] > 0.0, "{scores:?}");
    assert!(scores[3..].iter().all(|s| *s == 0.0), "{scores:?}");
    assert!(reports[3].roll_switches > 1 && reports[4].roll_switches == 1, "{} {}", reports[3].roll_switches, reports[4].roll_switches);
    assert!(reports[5].error_info.schema.len() == 1, "lower-case ids are unknown");
    // The numbers the examples' words quote.
    let terms = |r: &CoilReport| (r.total_violations, r.width_increases, r.grade_groups);
    assert_eq!(terms(&reports[0]), (Some(0), Some(9), Some(14)));
    assert_eq!((terms(&reports[1]), terms(&reports[2]).0, terms(&reports[2]).1), ((Some(10), Some(17), Some(9)), Some(28), Some(1)));
    assert_eq!((reports[3].roll_switches, reference), (18, 914.0));
    let dir = |f: &str| format!("{ID}/{f}");
    put(files, dir("data/work_plan.csv"), plan);
    put(files, dir("data/grade_catalog.csv"), catalog);
    put(files, dir("instruction.md"), INSTRUCTION);
    for e in &examples {
        put(files, dir(e.file), e.text.clone());
    }
    let manifest = CaseManifest::new(CaseKind::Coil, Manifest {
        server: Default::default(),
        id: ID.into(),
        kind: String::new(),
        title: "The rolling order of 40 coils".into(),
        summary: "Reorder the 40 coils of a cold-rolling line's work plan: the front-width coils first and one change of rolls at most; then as few rule breaks, width rises and grade groups as can be. The score is the reference sequence's penalty over yours.".into(),
        parameters: serde_json::Value::Null,
        reference: Reference {
            value: reference,
            how: "The penalty of submissions/1-reference.json: casegen's solver (the blocks sorted by grade and width, then runs of coils moved inside their block while the penalty falls).".into(),
        },
        files: [
            ("plan", "data/work_plan.csv"),
            ("catalog", "data/grade_catalog.csv"),
            ("instruction", "instruction.md"),
            ("reference", "submissions/1-reference.json"),
        ]
        .into_iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect(),
        rules: rules(),
        submissions: examples.iter().map(Example::submission).collect(),
    });
    put(files, dir("case.json"), out::manifest(&manifest));
}
