//! The k nearest stores of every store, through a uniform grid: candidate moves only
//! pair a store with its near neighbours, so a search is linear in the stores.

use super::super::geometry::Point;

/// Planar distance on (lon × cos(mid-latitude), lat): neighbours are only candidates
/// (every move is re-scored exactly), so the projection need not be exact.
fn planar(points: &[Point]) -> Vec<[f64; 2]> {
    let mid = points.iter().map(|p| p[1]).sum::<f64>() / points.len().max(1) as f64;
    let c = mid.to_radians().cos().abs().max(0.01);
    points.iter().map(|p| [p[0] * c, p[1]]).collect()
}

/// For each of `points` (only those with `include[i]`), up to `k` other included
/// points, nearest first (ties by index). Non-finite points get no neighbours.
pub fn nearest(points: &[Point], include: &[bool], k: usize) -> Vec<Vec<usize>> {
    let n = points.len();
    let xy = planar(points);
    let ok = |i: usize| include[i] && xy[i][0].is_finite() && xy[i][1].is_finite();
    let live: Vec<usize> = (0..n).filter(|&i| ok(i)).collect();
    let mut out = vec![Vec::new(); n];
    if live.len() < 2 || k == 0 {
        return out;
    }
    let (mut x0, mut y0, mut x1, mut y1) = (f64::INFINITY, f64::INFINITY, f64::NEG_INFINITY, f64::NEG_INFINITY);
    for &i in &live {
        x0 = x0.min(xy[i][0]);
        y0 = y0.min(xy[i][1]);
        x1 = x1.max(xy[i][0]);
        y1 = y1.max(xy[i][1]);
    }
    // About two points per cell.
    let side = ((live.len() / 2).max(1) as f64).sqrt().ceil().clamp(1.0, 1024.0) as usize;
    let (w, h) = ((x1 - x0).max(1e-12), (y1 - y0).max(1e-12));
    let cell_of = |p: [f64; 2]| -> (usize, usize) {
        let cx = (((p[0] - x0) / w) * side as f64) as usize;
        let cy = (((p[1] - y0) / h) * side as f64) as usize;
        (cx.min(side - 1), cy.min(side - 1))
    };
    let mut cells: Vec<Vec<usize>> = vec![Vec::new(); side * side];
    for &i in &live {
        let (cx, cy) = cell_of(xy[i]);
        cells[cy * side + cx].push(i);
    }
    let (cw, ch) = (w / side as f64, h / side as f64);
    let want = k.min(live.len() - 1);
    let mut found: Vec<(f64, usize)> = Vec::new();
    for &i in &live {
        let p = xy[i];
        let (cx, cy) = cell_of(p);
        let mut ring = 0usize;
        found.clear();
        loop {
            // Visit the cells at Chebyshev distance `ring` from (cx, cy).
            let (lo_x, hi_x) = (cx.saturating_sub(ring), (cx + ring).min(side - 1));
            let (lo_y, hi_y) = (cy.saturating_sub(ring), (cy + ring).min(side - 1));
            for gy in lo_y..=hi_y {
                for gx in lo_x..=hi_x {
                    if gx.abs_diff(cx) != ring && gy.abs_diff(cy) != ring {
                        continue;
                    }
                    for &j in &cells[gy * side + gx] {
                        if j != i {
                            let d = (xy[j][0] - p[0]).powi(2) + (xy[j][1] - p[1]).powi(2);
                            found.push((d, j));
                        }
                    }
                }
            }
            // Every point not yet seen is at least `ring` cells away in x or y.
            let reach = ring as f64 * cw.min(ch);
            let covered = lo_x == 0 && lo_y == 0 && hi_x == side - 1 && hi_y == side - 1;
            if covered
                || found.len() >= want && {
                    found.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
                    found[want - 1].0 <= reach * reach
                }
            {
                break;
            }
            ring += 1;
        }
        found.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        out[i] = found.iter().take(want).map(|&(_, j)| j).collect();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_neighbours_equal_brute_force() {
        let mut s = 12345u64;
        let mut next = || {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (s >> 11) as f64 / (1u64 << 53) as f64
        };
        let pts: Vec<Point> =
            (0..400).map(|i| if i % 7 == 0 { [116.0 + next() * 0.01, 40.0] } else { [116.0 + next(), 39.5 + next()] }).collect();
        let include = vec![true; pts.len()];
        let xy = planar(&pts);
        let got = nearest(&pts, &include, 6);
        for i in 0..pts.len() {
            let mut all: Vec<(f64, usize)> =
                (0..pts.len()).filter(|&j| j != i).map(|j| ((xy[j][0] - xy[i][0]).powi(2) + (xy[j][1] - xy[i][1]).powi(2), j)).collect();
            all.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            let want: Vec<usize> = all.iter().take(6).map(|x| x.1).collect();
            assert_eq!(got[i], want, "store {i}");
        }
    }
}
