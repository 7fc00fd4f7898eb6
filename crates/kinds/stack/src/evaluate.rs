//! The rules of FDE-Bench 039's evaluator, in its order: each row read (type, then
//! minutes and tons as `int(round(float(x)))`), the rows sorted by (start,
//! operation_id) and checked one by one while the stock is played forward (taken before
//! put), then trips, overlaps, daily caps, task coverage and negative balances. Every
//! broken rule is the server's own sentence, kept once (`add` drops a sentence already
//! said, so the count depends on the text) and a located diagnostic beside it.

use std::collections::HashMap;

use crate::diagnostic::{codes, Category, Code, Diagnostic, Location};
use crate::pyjson::{py_str_repr, FloatError, Spanned, Value};

use super::data::{region_of, Snapshot, LIMIT, OP_TYPES};

/// A trip on its forklift's line: start, end, trip_id, its first row's index.
type Span = (i128, i128, String, usize);

/// Tolerance of the tasks' coverage and of negative balances: 0.001 t.
const TOL_UT: i128 = 1_000;

/// One row as the evaluator keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct Op {
    /// Its place in `operations`.
    pub index: usize,
    pub id: String,
    /// Index into [`OP_TYPES`].
    pub kind: usize,
    pub start: i128,
    pub end: i128,
    pub ut: i128,
    pub sku: String,
    pub batch: String,
    pub source: String,
    pub target: String,
    pub region: String,
    pub forklift: String,
    pub task: String,
    pub trip: String,
}

impl Op {
    pub fn is_move(&self) -> bool {
        self.kind >= 2
    }
}

/// The valid plan's objective terms and the evaluator's `metrics`.
#[derive(Debug, Clone, PartialEq)]
pub struct Metrics {
    pub mixed_bays: usize,
    pub overweight_ut: i128,
    pub turnover_ut: i128,
    pub turnover_trips: usize,
    pub sku_locations: usize,
    pub occupied_bays: usize,
    pub trips: usize,
    /// `combine(...)`: mixed bays + (a + b/1e4)/1e4.
    pub objective: f64,
    /// a and b: the overweight and turnover tons in tenths, each capped at 9,999.
    pub a: i64,
    pub b: i64,
}

/// What the checks found.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Checked {
    /// The rows read, sorted as the evaluator plays them.
    pub ops: Vec<Op>,
    /// The server's sentences, each once, in order.
    pub messages: Vec<String>,
    /// One diagnostic a sentence.
    pub diagnostics: Vec<Diagnostic>,
    /// Tons each roster forklift handled (micro-tonnes), in roster order.
    pub used: Vec<i128>,
    /// `Some` when no rule is broken.
    pub metrics: Option<Metrics>,
}

/// Where the evaluator stops before its rules.
#[derive(Debug, Clone, PartialEq)]
pub enum Stop {
    /// `error_info.fatal`'s sentence.
    Fatal(String, Diagnostic),
    /// What Python raised, `str(e)`.
    Raised(String, Diagnostic),
    /// A number beyond what is graded here (see [`LIMIT`]).
    Unsupported(Diagnostic),
}

/// Why a row's number is not read.
enum NumFault {
    /// KeyError, TypeError or ValueError: the evaluator's own message for the row.
    Caught,
    /// OverflowError, which its `except` does not catch.
    Raised(&'static str),
    TooLarge,
}

/// `int(round(float(v) * scale))` as Python computes it.
fn whole(v: Option<&Spanned>, scale: f64) -> Result<i128, NumFault> {
    let x = match v.map(|v| v.value.py_float()) {
        None | Some(Err(FloatError::Invalid(_))) => return Err(NumFault::Caught),
        Some(Err(FloatError::Overflow)) => return Err(NumFault::Raised("int too large to convert to float")),
        Some(Ok(x)) => x * scale,
    };
    if x.is_nan() {
        return Err(NumFault::Caught); // ValueError: cannot convert float NaN to integer
    }
    if x.is_infinite() {
        return Err(NumFault::Raised("cannot convert float infinity to integer"));
    }
    let r = x.round_ties_even();
    if r.abs() >= LIMIT as f64 {
        return Err(NumFault::TooLarge);
    }
    Ok(r as i128)
}

/// `n / 1_000_000` as Python's int division gives it (correctly rounded).
pub fn tons(n: i128) -> f64 {
    if n.unsigned_abs() < 1 << 53 {
        return n as f64 / 1e6;
    }
    let q = pysem::pyint::true_divide(&n.unsigned_abs().to_string(), 1_000_000).unwrap_or(f64::INFINITY);
    if n < 0 {
        -q
    } else {
        q
    }
}

fn t6(n: i128) -> String {
    crate::float::fixed(tons(n), 6)
}

fn t3(n: i128) -> String {
    crate::float::fixed(tons(n), 3)
}

/// An insertion-ordered map, as a Python dict iterates.
struct Ordered<K, V> {
    keys: Vec<K>,
    values: Vec<V>,
    index: HashMap<K, usize>,
}

impl<K: std::hash::Hash + Eq + Clone, V> Ordered<K, V> {
    fn new() -> Self {
        Ordered { keys: Vec::new(), values: Vec::new(), index: HashMap::new() }
    }
    fn get(&self, k: &K) -> Option<&V> {
        self.index.get(k).map(|&i| &self.values[i])
    }
    fn entry(&mut self, k: K, default: impl FnOnce() -> V) -> &mut V {
        let i = match self.index.get(&k) {
            Some(&i) => i,
            None => {
                self.index.insert(k.clone(), self.keys.len());
                self.keys.push(k);
                self.values.push(default());
                self.values.len() - 1
            }
        };
        &mut self.values[i]
    }
    fn iter(&self) -> impl Iterator<Item = (&K, &V)> {
        self.keys.iter().zip(&self.values)
    }
}

struct Says<'a> {
    file: &'a str,
    seen: std::collections::HashSet<String>,
    messages: Vec<String>,
    diagnostics: Vec<Diagnostic>,
}

impl Says<'_> {
    /// The server's `add(msg)`: a sentence already said is not said again.
    fn add(&mut self, server: String, code: Code, message: String, at: Location) {
        if self.seen.insert(server.clone()) {
            self.messages.push(server);
            self.diagnostics.push(Diagnostic::new(code, Category::Value, message).at(at));
        }
    }
    fn at(&self) -> Location {
        Location::file(self.file)
    }
    fn row(&self, op: &Op) -> Location {
        self.at().index("operation", op.index).name("forklift", op.forklift.clone()).name("minute", op.start.to_string())
    }
}

/// Read `operations` (a non-empty list) and check every rule.
pub fn check(items: &[Spanned], s: &Snapshot, file: &str) -> Result<Checked, Stop> {
    let mut says = Says { file, seen: Default::default(), messages: Vec::new(), diagnostics: Vec::new() };
    let mut ops = Vec::new();
    for (index, raw) in items.iter().enumerate() {
        let at = Location::file(file).index("operation", index).line(raw.line).column(raw.column);
        if !matches!(raw.value, Value::Object(_)) {
            let e = format!("'{}' object has no attribute 'get'", raw.value.py_type());
            let m = format!("operations[{index}] makes the server raise \"{e}\"");
            return Err(Stop::Raised(e, Diagnostic::new(codes::STACK_RAISES, Category::Exception, m).at(at)));
        }
        let get = |k: &str| raw.value.get(k);
        let text = |k: &str| get(k).map_or_else(String::new, |v| v.value.py_str());
        let id = match get("operation_id") {
            Some(v) if v.value.truthy() => v.value.py_str(),
            _ => format!("operations[{index}]"),
        };
        let kind_text = text("type");
        let Some(kind) = OP_TYPES.iter().position(|t| *t == kind_text) else {
            let m = format!("{id}: type {} is not inbound, outbound, passive_move or active_move", py_str_repr(&kind_text));
            says.add(format!("{id}: 作业类型非法 ({kind_text})"), codes::STACK_BAD_TYPE, m, at.field("type"));
            continue;
        };
        let mut read = [0i128; 3];
        let mut caught = None;
        for (k, (field, scale)) in [("start_minute", 1.0), ("end_minute", 1.0), ("tons", 1e6)].into_iter().enumerate() {
            match whole(get(field), scale) {
                Ok(n) => read[k] = n,
                Err(NumFault::Caught) => {
                    caught = Some(field);
                    break;
                }
                Err(NumFault::Raised(e)) => {
                    let m = format!("operations[{index}] makes the server raise \"{e}\"");
                    let d = Diagnostic::new(codes::STACK_RAISES, Category::Exception, m).at(at.field(field));
                    return Err(Stop::Raised(e.into(), d));
                }
                Err(NumFault::TooLarge) => {
                    let m = format!(
                        "{file}: operations[{index}].{field}: a number beyond 2^100 (after rounding) is not built into this grader"
                    );
                    return Err(Stop::Unsupported(Diagnostic::new(codes::CASE_UNSUPPORTED, Category::Case, m).at(at.field(field))));
                }
            }
        }
        if let Some(field) = caught {
            let m = format!("{id}: `{field}` is missing or not a number");
            says.add(format!("{id}: 时刻或吨数缺失/非数值"), codes::STACK_BAD_NUMBER, m, at.field(field));
            continue;
        }
        let trip = match get("trip_id") {
            Some(v) if v.value.truthy() => v.value.py_str(),
            _ => id.clone(),
        };
        ops.push(Op {
            index,
            id,
            kind,
            start: read[0],
            end: read[1],
            ut: read[2],
            sku: text("sku"),
            batch: text("batch"),
            source: text("source"),
            target: text("target"),
            region: text("region"),
            forklift: text("forklift"),
            task: text("task_id"),
            trip,
        });
    }
    if ops.is_empty() {
        let d =
            Diagnostic::new(codes::STACK_NO_ROWS, Category::Fatal, "no row of `operations` has a known type and numeric minutes and tons")
                .at(Location::file(file).field("operations"));
        return Err(Stop::Fatal("operations 中没有一条可解析的作业行".into(), d));
    }
    ops.sort_by(|a, b| (a.start, &a.id).cmp(&(b.start, &b.id)));
    Ok(rules(ops, s, says))
}

fn rules(ops: Vec<Op>, s: &Snapshot, mut says: Says) -> Checked {
    let bay = |b: &str| s.bay_index.get(b).map(|&i| &s.bays[i]);
    let max_t3 = t3(s.max_trip_ut);
    // The stock: (bay, sku, batch) → micro-tonnes, in the order the keys appear.
    let mut state: Ordered<(String, String, String), i128> = Ordered::new();
    let mut init: HashMap<&str, i128> = HashMap::new();
    for (loc, sku, batch, ut) in &s.inventory {
        *state.entry((loc.clone(), sku.clone(), batch.clone()), || 0) += ut;
        *init.entry(loc.as_str()).or_default() += ut;
    }
    let ceiling = |b: &str| bay(b).map(|x| x.cap_ut.max(init.get(b).copied().unwrap_or(0)));
    let mut weight: HashMap<String, i128> = init.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    let mut covered: [HashMap<&str, i128>; 2] = Default::default();
    let mut used = vec![0i128; s.forklifts.len()];
    let fork_index: HashMap<&str, usize> = s.forklifts.iter().enumerate().map(|(i, f)| (f.id.as_str(), i)).collect();
    let task_index: [HashMap<&str, usize>; 2] =
        [&s.inbound, &s.outbound].map(|ts| ts.iter().enumerate().map(|(i, t)| (t.id.as_str(), i)).collect());

    for op in &ops {
        let (id, kind) = (&op.id, OP_TYPES[op.kind]);
        let row = says.row(op);
        let dur = s.durations[op.kind];
        if op.end - op.start != dur {
            let n = op.end - op.start;
            says.add(
                format!("{id}: 作业时长 {n} 分钟, 应为 {dur} 分钟"),
                codes::STACK_DURATION,
                format!("{id}: lasts {n} min where a {kind} takes {dur} min"),
                row.clone(),
            );
        }
        if op.start < 0 || op.end > s.day_minutes {
            let (a, b, day) = (op.start, op.end, s.day_minutes);
            says.add(
                format!("{id}: 作业区间 [{a},{b}] 超出计划期 [0,{day}]"),
                codes::STACK_OUTSIDE_DAY,
                format!("{id}: runs [{a},{b}], outside the day [0,{day}]"),
                row.clone(),
            );
        }
        if op.ut <= 0 || op.ut > s.max_trip_ut {
            let t = t6(op.ut);
            says.add(
                format!("{id}: 单行吨数 {t} 不在 (0, {max_t3}] 内"),
                codes::STACK_ROW_TONS,
                format!("{id}: carries {t} t, not in (0, {max_t3}] t"),
                row.clone().name("sku", op.sku.clone()),
            );
        }
        let (src, tgt, region) = (&op.source, &op.target, &op.region);
        let at_bay = |b: &str| row.clone().name("bay", b.to_string());
        let what = if op.kind == 0 { "目标垛位" } else { "源垛位" };
        let region_check = |says: &mut Says, b: &str| {
            if bay(b).is_none() {
                says.add(
                    format!("{id}: {what} {b} 不存在"),
                    codes::STACK_UNKNOWN_BAY,
                    format!("{id}: bay {b} is not in the warehouse"),
                    at_bay(b),
                );
            } else if region_of(b) != region {
                let actual = region_of(b);
                says.add(
                    format!("{id}: 标注库区 {region} 与{what} {b} 所在库区 {actual} 不符"),
                    codes::STACK_REGION,
                    format!("{id}: says region {region}, but bay {b} is in {actual}"),
                    at_bay(b),
                );
            }
        };
        match op.kind {
            0 => {
                if src != "PACKING" {
                    says.add(
                        format!("{id}: 入库作业的 source 必须是 PACKING, 实际 {src}"),
                        codes::STACK_INBOUND_SOURCE,
                        format!("{id}: an inbound row's source is {src}, not PACKING"),
                        row.clone(),
                    );
                }
                region_check(&mut says, tgt);
            }
            1 => {
                if tgt != "OUTBOUND" {
                    says.add(
                        format!("{id}: 出库作业的 target 必须是 OUTBOUND, 实际 {tgt}"),
                        codes::STACK_OUTBOUND_TARGET,
                        format!("{id}: an outbound row's target is {tgt}, not OUTBOUND"),
                        row.clone(),
                    );
                }
                region_check(&mut says, src);
            }
            _ => {
                if bay(src).is_none() || bay(tgt).is_none() {
                    let missing = if bay(src).is_none() { src } else { tgt };
                    says.add(
                        format!("{id}: 倒垛的源/目标垛位 {src}->{tgt} 必须都是真实垛位"),
                        codes::STACK_UNKNOWN_BAY,
                        format!("{id}: bay {missing} is not in the warehouse"),
                        at_bay(missing),
                    );
                } else if !(region_of(src) == region_of(tgt) && region_of(tgt) == region) {
                    let (rs, rt) = (region_of(src), region_of(tgt));
                    says.add(
                        format!("{id}: 跨库区倒垛 {src}({rs}) -> {tgt}({rt}), 标注库区 {region}"),
                        codes::STACK_CROSS_REGION,
                        format!("{id}: moves from {src} ({rs}) to {tgt} ({rt}) in region {region}"),
                        at_bay(src),
                    );
                } else if src == tgt {
                    says.add(
                        format!("{id}: 倒垛的源与目标是同一垛位 {src}"),
                        codes::STACK_SAME_BAY,
                        format!("{id}: moves from bay {src} to itself"),
                        at_bay(src),
                    );
                }
            }
        }

        let f = &op.forklift;
        match fork_index.get(f.as_str()).copied() {
            None => says.add(
                format!("{id}: 叉车 {f} 不在名单内"),
                codes::STACK_UNKNOWN_FORKLIFT,
                format!("{id}: forklift {f} is not on the roster"),
                row.clone(),
            ),
            Some(k) => {
                let spec = &s.forklifts[k];
                if !spec.regions.contains(region) {
                    let list = format!("[{}]", spec.regions.iter().map(|r| py_str_repr(r)).collect::<Vec<_>>().join(", "));
                    says.add(
                        format!("{id}: 叉车 {f} 无库区 {region} 作业权限 (可作业 {list})"),
                        codes::STACK_FORKLIFT_REGION,
                        format!("{id}: forklift {f} may not work in {region} (only {list})"),
                        row.clone(),
                    );
                }
                if !spec.types.iter().any(|t| t == kind) {
                    says.add(
                        format!("{id}: 叉车 {f} 不允许执行 {kind}"),
                        codes::STACK_FORKLIFT_TYPE,
                        format!("{id}: forklift {f} may not do {kind}"),
                        row.clone(),
                    );
                }
                if op.start < spec.shift_start || op.end > spec.shift_end {
                    let (a, b, x, y) = (op.start, op.end, spec.shift_start, spec.shift_end);
                    says.add(
                        format!("{id}: 作业区间 [{a},{b}] 越出叉车 {f} 班次 [{x},{y}]"),
                        codes::STACK_OUTSIDE_SHIFT,
                        format!("{id}: runs [{a},{b}], outside forklift {f}'s shift [{x},{y}]"),
                        row.clone(),
                    );
                }
                used[k] += op.ut;
            }
        }

        if op.kind < 2 {
            let (tasks, word, en) = if op.kind == 0 { (&s.inbound, "入库", "inbound") } else { (&s.outbound, "出库", "outbound") };
            let tid = &op.task;
            let at_task = row.clone().name("task", tid.clone());
            match task_index[op.kind].get(tid.as_str()).map(|&i| &tasks[i]) {
                None => says.add(
                    format!("{id}: {word}任务号 {tid} 不存在"),
                    codes::STACK_UNKNOWN_TASK,
                    format!("{id}: {en} task {tid} does not exist"),
                    at_task,
                ),
                Some(task) => {
                    *covered[op.kind].entry(task.id.as_str()).or_default() += op.ut;
                    if op.sku != task.sku || op.batch != task.batch {
                        let (a, b, c, d) = (&op.sku, &op.batch, &task.sku, &task.batch);
                        says.add(
                            format!("{id}: {word} SKU/批次 ({a},{b}) 与任务 {tid} ({c},{d}) 不符"),
                            codes::STACK_TASK_LOT,
                            format!("{id}: carries ({a},{b}) but task {tid} is ({c},{d})"),
                            at_task.clone().name("sku", a.clone()),
                        );
                    }
                    if op.start < task.start {
                        let (a, b) = (op.start, &task.start_text);
                        says.add(
                            format!("{id}: {word}开始时刻 {a} 早于任务时刻 {b}"),
                            codes::STACK_BEFORE_TASK,
                            format!("{id}: starts at minute {a}, before its task's minute {b}"),
                            at_task,
                        );
                    }
                }
            }
        } else if !op.task.is_empty() {
            let tid = &op.task;
            says.add(
                format!("{id}: 倒垛作业不应挂任务号 {tid}"),
                codes::STACK_MOVE_TASK,
                format!("{id}: a move names task {tid}"),
                row.clone().name("task", tid.clone()),
            );
        }

        // The stock: taken from the source first, then put on the target.
        if op.kind != 0 {
            let key = (src.clone(), op.sku.clone(), op.batch.clone());
            let have = state.get(&key).copied().unwrap_or(0);
            if have < op.ut {
                let (h, t, sku, batch) = (t6(have), t6(op.ut), &op.sku, &op.batch);
                says.add(
                    format!("{id}: 源垛位 {src} 上 ({sku},{batch}) 实时库存 {h} t 不足以支撑本趟 {t} t"),
                    codes::STACK_SHORT_STOCK,
                    format!("{id}: bay {src} holds {h} t of ({sku},{batch}) when the trip takes {t} t"),
                    at_bay(src).name("sku", sku.clone()),
                );
            }
            *state.entry(key, || 0) = have - op.ut;
            *weight.entry(src.clone()).or_default() -= op.ut;
        }
        if op.kind != 1 {
            let key = (tgt.clone(), op.sku.clone(), op.batch.clone());
            *state.entry(key, || 0) += op.ut;
            let w = weight.entry(tgt.clone()).or_default();
            *w += op.ut;
            if let (Some(cap), Some(b)) = (ceiling(tgt), bay(tgt)) {
                if *w > cap {
                    let (wt, ct, rt, it) = (t3(*w), t3(cap), t3(b.cap_ut), t3(init.get(tgt.as_str()).copied().unwrap_or(0)));
                    says.add(
                        format!("{id}: 落位后 {tgt} 达 {wt} t, 超过其上限 {ct} t (额定 {rt} t / 期初 {it} t)"),
                        codes::STACK_OVER_CEILING,
                        format!("{id}: bay {tgt} reaches {wt} t, above its ceiling {ct} t"),
                        at_bay(tgt).name("sku", op.sku.clone()),
                    );
                }
            }
        }
    }

    // Trips: (forklift, trip_id) in order of first row.
    let mut trips: Ordered<(String, String), Vec<usize>> = Ordered::new();
    for (k, op) in ops.iter().enumerate() {
        trips.entry((op.forklift.clone(), op.trip.clone()), Vec::new).push(k);
    }
    let mut spans: Ordered<String, Vec<Span>> = Ordered::new();
    for ((fid, tid), rows) in trips.iter() {
        let first = &ops[rows[0]];
        let at = says.at().index("operation", first.index).name("forklift", fid.clone()).name("trip", tid.clone());
        if rows.iter().any(|&r| (ops[r].start, ops[r].end) != (first.start, first.end)) {
            says.add(
                format!("trip {tid}: 同一趟的多行未共享同一时间窗"),
                codes::STACK_TRIP_WINDOW,
                format!("trip {tid} of forklift {fid}: its rows do not share one start and end"),
                at.clone(),
            );
        }
        let total: i128 = rows.iter().map(|&r| ops[r].ut).sum();
        if total > s.max_trip_ut {
            let t = t6(total);
            says.add(
                format!("trip {tid}: 单趟合计 {t} t 超过 {max_t3} t"),
                codes::STACK_TRIP_TONS,
                format!("trip {tid} of forklift {fid}: carries {t} t, above {max_t3} t"),
                at,
            );
        }
        spans.entry(fid.clone(), Vec::new).push((first.start, first.end, tid.clone(), first.index));
    }
    let mut spans: Vec<(String, Vec<Span>)> = spans.keys.into_iter().zip(spans.values).collect();
    for (fid, list) in &mut spans {
        list.sort_by(|a, b| (a.0, a.1, &a.2).cmp(&(b.0, b.1, &b.2)));
        for w in list.windows(2) {
            let (prev, cur) = (&w[0], &w[1]);
            if cur.0 < prev.1 {
                says.add(
                    format!("叉车 {fid}: 趟次 {} 与 {} 时间重叠", prev.2, cur.2),
                    codes::STACK_OVERLAP,
                    format!("forklift {fid}: trip {} and trip {} overlap in time", prev.2, cur.2),
                    says.at()
                        .index("operation", cur.3)
                        .name("forklift", fid.clone())
                        .name("trip", cur.2.clone())
                        .name("minute", cur.0.to_string()),
                );
            }
        }
    }
    for (k, f) in s.forklifts.iter().enumerate() {
        if used[k] > f.cap_ut {
            let (u, c, fid) = (t3(used[k]), t3(f.cap_ut), &f.id);
            says.add(
                format!("叉车 {fid} 当日经手 {u} t, 超过日上限 {c} t"),
                codes::STACK_DAILY_CAP,
                format!("forklift {fid} handles {u} t, above its day's cap {c} t"),
                says.at().name("forklift", fid.clone()),
            );
        }
    }
    for (kind, tasks, word, en) in [(0, &s.inbound, "入库", "inbound"), (1, &s.outbound, "出库", "outbound")] {
        for t in tasks {
            let got = covered[kind].get(t.id.as_str()).copied().unwrap_or(0);
            if (got - t.ut).abs() > TOL_UT {
                let (g, n, tid) = (t3(got), t3(t.ut), &t.id);
                says.add(
                    format!("{word}任务 {tid} 完成 {g} t, 应为 {n} t"),
                    codes::STACK_COVERAGE,
                    format!("{en} task {tid}: rows carry {g} t where it needs {n} t"),
                    says.at().name("task", tid.clone()).name("sku", t.sku.clone()),
                );
            }
        }
    }
    for ((loc, sku, batch), v) in state.iter() {
        if *v < -TOL_UT && bay(loc).is_some() {
            let t = t6(*v);
            says.add(
                format!("垛位 {loc} 上 ({sku},{batch}) 结存为负 {t} t"),
                codes::STACK_NEGATIVE_STOCK,
                format!("bay {loc} ends the day with {t} t of ({sku},{batch})"),
                says.at().name("bay", loc.clone()).name("sku", sku.clone()),
            );
        }
    }
    let metrics = says.messages.is_empty().then(|| metrics(&ops, s, &state, trips.keys.len()));
    Checked { ops, messages: says.messages, diagnostics: says.diagnostics, used, metrics }
}

/// The objective, from the stock the evaluator played forward.
fn metrics(ops: &[Op], s: &Snapshot, state: &Ordered<(String, String, String), i128>, trips: usize) -> Metrics {
    // Bays in order of their first lot still there.
    let mut by_bay: Ordered<&str, (Vec<&str>, usize, i128)> = Ordered::new();
    let mut sku_locations = std::collections::HashSet::new();
    for ((loc, sku, _batch), v) in state.iter() {
        if *v > 0 && s.bay_index.contains_key(loc) {
            let e = by_bay.entry(loc.as_str(), || (Vec::new(), 0, 0));
            if !e.0.contains(&sku.as_str()) {
                e.0.push(sku);
            }
            e.1 += 1;
            e.2 += v;
            sku_locations.insert((sku.as_str(), loc.as_str()));
        }
    }
    let mixed_bays = by_bay.values.iter().filter(|(skus, lots, _)| skus.len() > 1 || *lots > skus.len()).count();
    let overweight_ut: i128 =
        by_bay.iter().map(|(loc, (_, _, w))| (w - s.bay_index.get(*loc).map_or(0, |&i| s.bays[i].cap_ut)).max(0)).sum();
    let moves: Vec<&Op> = ops.iter().filter(|o| o.is_move()).collect();
    let turnover_ut: i128 = moves.iter().map(|o| o.ut).sum();
    let turnover_trips = moves.iter().map(|o| (&o.forklift, &o.trip)).collect::<std::collections::HashSet<_>>().len();
    let tenths = |t: f64| (t * 10.0).round_ties_even().clamp(0.0, 9_999.0) as i64;
    let (a, b) = (tenths(tons(overweight_ut)), tenths(tons(turnover_ut)));
    let objective = mixed_bays as f64 + (a as f64 + b as f64 / 10_000.0) / 10_000.0;
    Metrics {
        mixed_bays,
        overweight_ut,
        turnover_ut,
        turnover_trips,
        sku_locations: sku_locations.len(),
        occupied_bays: by_bay.keys.len(),
        trips,
        objective,
        a,
        b,
    }
}
