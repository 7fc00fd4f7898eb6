//! The case's two data files read as the evaluator reads them: `grade_catalog.csv`
//! first, then `work_plan.csv`, each with `csv.DictReader` over `open(…,
//! encoding="utf-8-sig", newline="")`. What the evaluator would raise on them is kept
//! (as `str(e)`), since it raises before reading any submission.

use crate::float::py_float;
use crate::pyjson::{py_str_repr, py_strip};
use pysem::py_csv::DictRows;

/// A grade of the catalog.
#[derive(Debug, Clone, PartialEq)]
struct Grade {
    category: String,
    small: bool,
    front_width: Option<f64>,
}

/// One coil of the work plan, with its grade's catalog facts.
#[derive(Debug, Clone, PartialEq)]
pub struct Coil {
    pub id: String,
    pub grade: String,
    pub category: String,
    pub thickness: f64,
    pub width: f64,
    /// The trim mark (`切边`: trimmed); `不切边` when the cell is empty.
    pub trim: String,
    pub small: bool,
    pub front_width: Option<f64>,
}

impl Coil {
    /// A front-width coil: its width is its grade's front width.
    pub fn is_front(&self) -> bool {
        self.front_width.is_some_and(|f| f == self.width)
    }
}

/// The work plan's coils, in the order each id first appears (a later row of one id
/// replaces its values, as a dict does).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Coils {
    pub coils: Vec<Coil>,
}

impl Coils {
    pub fn get(&self, id: &str) -> Option<&Coil> {
        self.coils.iter().find(|c| c.id == id)
    }
    pub fn index(&self) -> std::collections::HashMap<&str, usize> {
        self.coils.iter().enumerate().map(|(i, c)| (c.id.as_str(), i)).collect()
    }
}

/// Where the evaluator raises on the data: the file, the data row (1-based, after the
/// header) when a row's value raised, and `str(e)`.
#[derive(Debug, Clone, PartialEq)]
pub struct DataError {
    pub file: String,
    pub row: Option<usize>,
    pub error: String,
}

pub const CATALOG: &str = "grade_catalog.csv";
pub const PLAN: &str = "work_plan.csv";

fn rows(bytes: &[u8], file: &str) -> Result<DictRows, DataError> {
    if let Some(e) = crate::pyerr::text_file_decode_error(bytes, true) {
        return Err(DataError { file: file.into(), row: None, error: e });
    }
    // Decoding was checked just above.
    pysem::py_csv::read(bytes, true, false).map_err(|_| DataError { file: file.into(), row: None, error: "undecodable".into() })
}

/// A cell as the evaluator's `row[name]` gives it: `Err(KeyError)` when the header has
/// no such column, `Ok(None)` for a short row's missing cell.
fn cell<'a>(t: &DictRows, row: &'a [String], name: &str) -> Result<Option<&'a str>, String> {
    if !t.fieldnames.iter().any(|n| n == name) {
        return Err(py_str_repr(name));
    }
    Ok(t.get(row, name))
}

/// `str(row[name]).strip()`: a short row's cell is "None".
fn str_strip(t: &DictRows, row: &[String], name: &str) -> Result<String, String> {
    Ok(cell(t, row, name)?.map_or_else(|| "None".to_string(), |s| py_strip(s).to_string()))
}

/// `str(row.get(name, ""))`: a missing column reads "", a short row's cell "None".
fn get_str(t: &DictRows, row: &[String], name: &str) -> String {
    match cell(t, row, name) {
        Err(_) => String::new(),
        Ok(None) => "None".into(),
        Ok(Some(s)) => s.into(),
    }
}

/// Python's `float(x)` of a cell: the ValueError or TypeError text when it raises.
fn float_of(v: Option<&str>) -> Result<f64, String> {
    match v {
        None => Err("float() argument must be a string or a real number, not 'NoneType'".into()),
        Some(s) => py_float(s).map_err(|_| format!("could not convert string to float: {}", py_str_repr(s))),
    }
}

fn catalog(bytes: &[u8]) -> Result<std::collections::HashMap<String, Grade>, DataError> {
    let t = rows(bytes, CATALOG)?;
    let mut out = std::collections::HashMap::new();
    for (i, row) in t.rows.iter().enumerate() {
        let err = |error: String| DataError { file: CATALOG.into(), row: Some(i + 1), error };
        let id = str_strip(&t, row, "grade_id").map_err(err)?;
        let fw = get_str(&t, row, "front_width_mm");
        let fw = py_strip(&fw);
        let category = py_strip(&get_str(&t, row, "category_id")).to_string();
        // Python's `.lower() == "small"`: no character beyond ASCII lowers to s, m, a or l
        // (checked over every code point in CPython 3.12), so the ASCII form is the same.
        let small = py_strip(&get_str(&t, row, "roll_size")).eq_ignore_ascii_case("small");
        let front_width = if fw.is_empty() { None } else { Some(float_of(Some(fw)).map_err(err)?) };
        out.insert(id, Grade { category, small, front_width });
    }
    Ok(out)
}

/// Read the catalog, then the plan, as the evaluator's `load_coils` does.
pub fn load(catalog_bytes: &[u8], plan_bytes: &[u8]) -> Result<Coils, DataError> {
    let grades = catalog(catalog_bytes)?;
    let t = rows(plan_bytes, PLAN)?;
    let mut coils = Coils::default();
    let mut at = std::collections::HashMap::new();
    for (i, row) in t.rows.iter().enumerate() {
        let err = |error: String| DataError { file: PLAN.into(), row: Some(i + 1), error };
        let id = str_strip(&t, row, "出口材料号").map_err(err)?;
        let grade = match cell(&t, row, "钢种").map_err(err)? {
            Some(s) => py_strip(s).to_string(),
            None => return Err(err("'NoneType' object has no attribute 'strip'".into())),
        };
        let Some(g) = grades.get(&grade) else {
            return Err(err(format!("钢种 ID {} 未在 grade_catalog.csv 中定义", py_str_repr(&grade))));
        };
        let thickness = float_of(cell(&t, row, "出口材料厚度").map_err(err)?).map_err(err)?;
        let width = float_of(cell(&t, row, "出口材料宽度").map_err(err)?).map_err(err)?;
        let trim = match cell(&t, row, "优化前切边标记").map_err(err)? {
            Some(s) if !s.is_empty() => py_strip(s).to_string(),
            _ => "不切边".into(),
        };
        let coil = Coil {
            id: id.clone(),
            grade,
            category: g.category.clone(),
            thickness,
            width,
            trim,
            small: g.small,
            front_width: g.front_width,
        };
        match at.get(&id) {
            Some(&k) => coils.coils[k] = coil,
            None => {
                at.insert(id, coils.coils.len());
                coils.coils.push(coil);
            }
        }
    }
    Ok(coils)
}
