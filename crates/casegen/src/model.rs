//! Two small credit models trained in plain Rust, deterministic to the bit: logistic
//! regression (Newton's method with a light L2 penalty) and boosted decision stumps
//! (a stand-in for gradient-boosted trees).

/// A design matrix: one row per applicant, one column per (numeric) feature.
pub type Rows = Vec<Vec<f64>>;

pub fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + libm::exp(-z))
}

/// Per-column mean and standard deviation, for standardising.
#[derive(Debug, Clone)]
pub struct Scaler {
    mean: Vec<f64>,
    sd: Vec<f64>,
}

impl Scaler {
    pub fn fit(x: &Rows) -> Scaler {
        let (n, d) = (x.len() as f64, x[0].len());
        let mean: Vec<f64> = (0..d).map(|j| x.iter().map(|r| r[j]).sum::<f64>() / n).collect();
        let sd = (0..d)
            .map(|j| {
                let v = x.iter().map(|r| (r[j] - mean[j]) * (r[j] - mean[j])).sum::<f64>() / n;
                if v > 0.0 {
                    libm::sqrt(v)
                } else {
                    1.0
                }
            })
            .collect();
        Scaler { mean, sd }
    }

    pub fn apply(&self, row: &[f64]) -> Vec<f64> {
        row.iter().enumerate().map(|(j, v)| (v - self.mean[j]) / self.sd[j]).collect()
    }
}

/// Logistic regression on standardised features.
#[derive(Debug, Clone)]
pub struct Logistic {
    pub scaler: Scaler,
    /// Intercept first, then one weight per feature.
    pub weights: Vec<f64>,
}

impl Logistic {
    /// Newton's method on the penalised log-likelihood (`l2` on the weights, not the
    /// intercept), a fixed number of steps.
    pub fn fit(x: &Rows, y: &[bool], l2: f64) -> Logistic {
        let scaler = Scaler::fit(x);
        let z: Rows = x.iter().map(|r| std::iter::once(1.0).chain(scaler.apply(r)).collect()).collect();
        let d = z[0].len();
        let mut w = vec![0.0; d];
        for _ in 0..30 {
            let mut grad = vec![0.0; d];
            let mut hess = vec![vec![0.0; d]; d];
            for (row, &yi) in z.iter().zip(y) {
                let p = sigmoid(dot(&w, row));
                let r = p - if yi { 1.0 } else { 0.0 };
                let s = p * (1.0 - p);
                for a in 0..d {
                    grad[a] += r * row[a];
                    for b in 0..d {
                        hess[a][b] += s * row[a] * row[b];
                    }
                }
            }
            for a in 1..d {
                grad[a] += l2 * w[a];
                hess[a][a] += l2;
            }
            let step = solve(hess, grad);
            for a in 0..d {
                w[a] -= step[a];
            }
        }
        Logistic { scaler, weights: w }
    }

    /// Log-odds of default.
    pub fn logit(&self, row: &[f64]) -> f64 {
        let z: Vec<f64> = std::iter::once(1.0).chain(self.scaler.apply(row)).collect();
        dot(&self.weights, &z)
    }

    pub fn prob(&self, row: &[f64]) -> f64 {
        sigmoid(self.logit(row))
    }
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// Solve `a · x = b` by Gaussian elimination with partial pivoting.
#[allow(clippy::needless_range_loop)] // Gaussian elimination reads best as indices
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for c in 0..n {
        let p = (c..n).fold(c, |best, r| if a[r][c].abs() > a[best][c].abs() { r } else { best });
        a.swap(c, p);
        b.swap(c, p);
        for r in (c + 1)..n {
            let f = a[r][c] / a[c][c];
            for k in c..n {
                a[r][k] -= f * a[c][k];
            }
            b[r] -= f * b[c];
        }
    }
    let mut x = vec![0.0; n];
    for c in (0..n).rev() {
        let s: f64 = ((c + 1)..n).map(|k| a[c][k] * x[k]).sum();
        x[c] = (b[c] - s) / a[c][c];
    }
    x
}

/// One stump: `left` if `x[feature] <= threshold` else `right` (log-odds increments).
#[derive(Debug, Clone, Copy)]
struct Stump {
    feature: usize,
    threshold: f64,
    left: f64,
    right: f64,
}

/// Gradient-boosted stumps on the log-loss (Newton leaf values), a stand-in for the
/// boosted trees a modeller might reach for.
#[derive(Debug, Clone)]
pub struct BoostedStumps {
    base: f64,
    rate: f64,
    stumps: Vec<Stump>,
}

impl BoostedStumps {
    pub fn fit(x: &Rows, y: &[bool], rounds: usize, rate: f64) -> BoostedStumps {
        let n = x.len();
        let d = x[0].len();
        let pos = y.iter().filter(|&&v| v).count() as f64;
        let base = libm::log(pos / (n as f64 - pos));
        let mut f = vec![base; n];
        let mut stumps = Vec::with_capacity(rounds);
        // Candidate thresholds: midpoints between distinct sorted values, per feature.
        let orders: Vec<Vec<usize>> = (0..d)
            .map(|j| {
                let mut o: Vec<usize> = (0..n).collect();
                o.sort_by(|&a, &b| x[a][j].total_cmp(&x[b][j]).then(a.cmp(&b)));
                o
            })
            .collect();
        const LAMBDA: f64 = 1.0;
        for _ in 0..rounds {
            let g: Vec<f64> = (0..n).map(|i| sigmoid(f[i]) - if y[i] { 1.0 } else { 0.0 }).collect();
            let h: Vec<f64> = (0..n).map(|i| sigmoid(f[i]) * (1.0 - sigmoid(f[i]))).collect();
            let (gt, ht): (f64, f64) = (g.iter().sum(), h.iter().sum());
            let mut best: Option<(f64, Stump)> = None;
            for (j, o) in orders.iter().enumerate() {
                let (mut gl, mut hl) = (0.0, 0.0);
                for k in 0..n - 1 {
                    gl += g[o[k]];
                    hl += h[o[k]];
                    let (a, b) = (x[o[k]][j], x[o[k + 1]][j]);
                    if a == b {
                        continue;
                    }
                    let (gr, hr) = (gt - gl, ht - hl);
                    let gain = gl * gl / (hl + LAMBDA) + gr * gr / (hr + LAMBDA);
                    if best.as_ref().is_none_or(|(bg, _)| gain > *bg) {
                        let s = Stump { feature: j, threshold: 0.5 * (a + b), left: -gl / (hl + LAMBDA), right: -gr / (hr + LAMBDA) };
                        best = Some((gain, s));
                    }
                }
            }
            let Some((_, s)) = best else { break };
            for i in 0..n {
                f[i] += rate * if x[i][s.feature] <= s.threshold { s.left } else { s.right };
            }
            stumps.push(s);
        }
        BoostedStumps { base, rate, stumps }
    }

    pub fn prob(&self, row: &[f64]) -> f64 {
        let f = self.stumps.iter().fold(self.base, |f, s| f + self.rate * if row[s.feature] <= s.threshold { s.left } else { s.right });
        sigmoid(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solve_small_system() {
        let x = solve(vec![vec![2.0, 1.0], vec![1.0, 3.0]], vec![3.0, 5.0]);
        assert!((x[0] - 0.8).abs() < 1e-12 && (x[1] - 1.4).abs() < 1e-12, "{x:?}");
    }

    #[test]
    fn models_learn_a_separable_signal() {
        let x: Rows = (0..40).map(|i| vec![i as f64, (i % 3) as f64]).collect();
        let y: Vec<bool> = (0..40).map(|i| i >= 20 || i == 5).collect();
        let lr = Logistic::fit(&x, &y, 1.0);
        assert!(lr.prob(&[35.0, 0.0]) > 0.9 && lr.prob(&[2.0, 0.0]) < 0.2);
        let gb = BoostedStumps::fit(&x, &y, 50, 0.1);
        assert!(gb.prob(&[35.0, 0.0]) > 0.8 && gb.prob(&[10.0, 0.0]) < 0.3);
    }
}
