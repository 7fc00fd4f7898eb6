//! The reference solver for coil sequencing cases (FDE-Bench 017's rules): the
//! front-width coils first, then one roll-size block and the other (whichever order the
//! last front coil allows with one change of rolls), each block sorted by grade then
//! width, widest first; then a local search that moves a run of 1 to 4 coils to another
//! place inside its own block while that lowers the penalty.
//!
//! Why inside its block: every move then keeps the hard rules (the front prefix and one
//! roll change), so each step is scored by the grader's own penalty
//! ([`grader::coil::evaluate::metrics`]) and only ever improves it. It is deterministic:
//! moves are tried in a fixed order and the first improving one is taken.

use grader::coil::evaluate::metrics;
use grader::coil::{Coil, Coils};

/// The penalty of `order` (indices into `coils`).
pub fn penalty(coils: &Coils, order: &[usize]) -> i64 {
    let cl: Vec<&Coil> = order.iter().map(|&i| &coils.coils[i]).collect();
    metrics(&cl).penalty()
}

/// The front coils, then the blocks: each a run of indices.
fn blocks(coils: &Coils, small_first: bool) -> Vec<Vec<usize>> {
    let c = &coils.coils;
    let mut front: Vec<usize> = (0..c.len()).filter(|&i| c[i].is_front()).collect();
    let rest = |small: bool| -> Vec<usize> { (0..c.len()).filter(|&i| !c[i].is_front() && c[i].small == small).collect() };
    let (mut a, mut b) = (rest(small_first), rest(!small_first));
    let key = |i: &usize| (c[*i].grade.clone(), -(c[*i].width * 1000.0) as i64, (c[*i].thickness * 1000.0) as i64);
    for v in [&mut front, &mut a, &mut b] {
        v.sort_by_key(key);
    }
    vec![front, a, b]
}

/// At most one roll change over the whole sequence.
fn one_change(coils: &Coils, order: &[usize]) -> bool {
    order.windows(2).filter(|w| coils.coils[w[0]].small != coils.coils[w[1]].small).count() <= 1
}

/// Improve one block in place, the rest of the sequence around it fixed.
fn improve(coils: &Coils, seq: &mut Vec<usize>, start: usize, len: usize) {
    let mut best = penalty(coils, seq);
    'again: loop {
        for run in 1..=4usize.min(len) {
            for from in start..start + len + 1 - run {
                for to in start..start + len + 1 - run {
                    if to == from {
                        continue;
                    }
                    let mut next = seq.clone();
                    let moved: Vec<usize> = next.drain(from..from + run).collect();
                    for (k, x) in moved.into_iter().enumerate() {
                        next.insert(to + k, x);
                    }
                    let p = penalty(coils, &next);
                    if p < best {
                        (*seq, best) = (next, p);
                        continue 'again;
                    }
                }
            }
        }
        break;
    }
}

/// The reference sequence (module docs), as indices into `coils`.
pub fn solve(coils: &Coils) -> Vec<usize> {
    let mut best: Option<(i64, Vec<usize>)> = None;
    for small_first in [false, true] {
        let parts = blocks(coils, small_first);
        let mut seq: Vec<usize> = parts.concat();
        if !one_change(coils, &seq) {
            continue;
        }
        // Twice over: a block's best order depends on its neighbours' ends.
        for _ in 0..2 {
            let mut start = 0;
            for part in &parts {
                improve(coils, &mut seq, start, part.len());
                start += part.len();
            }
        }
        let p = penalty(coils, &seq);
        if best.as_ref().is_none_or(|b| p < b.0) {
            best = Some((p, seq));
        }
    }
    best.expect("some block order keeps one roll change").1
}
