## The prediction kind's figures (site/src/kinds/prediction/): titles, axes, legends, tooltips,
## captions, controls.

## Registry: titles (headings, iframe titles, export labels) and the notices.
fig-pred-scores-title = The metric per target or group
fig-pred-scatter-title = Predicted against actual
fig-pred-residuals-title = Residuals over the key
fig-pred-errors-title = How the errors are distributed
fig-pred-worst-title = The rows that cost the most
## Prediction figures: the shared parts.
fig-pred-crashes = The evaluator crashes on this file ({ $crash }): no rows were scored.
fig-pred-raises = The evaluator raises on this file: no rows were scored (score 0).
fig-pred-rejected = Rejected: { $check }; no rows were scored (score 0).
fig-pred-no-rows = No rows were scored.
fig-pred-case-too-large = Your case data is too large to draw in this page: the figures are left out for it.
fig-pred-file-too-large = { $file } is too large to draw in this page (over 1 MB): its score and report are above.
fig-pred-not-drawn = The rows of this submission could not be drawn here.
fig-pred-pick = Pick a submission to see its rows.
fig-pred-target = Target
fig-pred-group = group
fig-pred-target-col = target

## pred-errors: the residuals' histogram.
fig-pred-errors-bin = { $from } to { $to }: { $n } { $n ->
        [one] row
       *[other] rows
    }
fig-pred-errors-aria = Distribution of the residuals of { $target }: { $rows } rows in { $bins } bins
fig-pred-errors-x-axis = forecast − truth ({ $target })
fig-pred-errors-y-axis = rows
fig-pred-errors-caption = How many scored rows miss by how much. Centred on the zero line: no bias; a long tail: a few rows carry most of the error.

## pred-residuals: residuals over the key.
fig-pred-residuals-dot = { $key }: residual { $residual }
fig-pred-residuals-aria = Residuals (forecast − truth) of { $target } over { $rows } rows in key order ({ $keys })
fig-pred-residuals-aria-line = Residuals (forecast − truth) of { $target } over { $rows } rows in key order ({ $keys }), drawn as a line
fig-pred-residuals-x-axis = rows by { $keys }
fig-pred-residuals-y-axis = forecast − truth
fig-pred-residuals-caption = Forecast minus truth for every scored row, the rows sorted by their key. Above zero the forecast is too high, below too low; a long run on one side is a bias, a spike a single row that costs a lot.

## pred-scatter: predicted against actual.
fig-pred-scatter-dot-over = { $key }: actual { $actual }, predicted { $predicted } (over by { $by })
fig-pred-scatter-dot-under = { $key }: actual { $actual }, predicted { $predicted } (under by { $by })
fig-pred-scatter-aria = Predicted against actual { $target }: { $rows } rows, the diagonal is a perfect forecast
fig-pred-scatter-aria-every = Predicted against actual { $target }: { $rows } rows, every { $every }th drawn, the diagonal is a perfect forecast
fig-pred-scatter-x-axis = actual { $target }
fig-pred-scatter-y-axis = predicted { $target }
fig-pred-scatter-too-high = too high ↖
fig-pred-scatter-too-low = ↘ too low
fig-pred-scatter-caption = Each dot is a scored row: its true value across, the submission's forecast up. On the dashed diagonal the forecast is exact; the farther a dot from it, the more that row costs. Hollow dots are rows the metric leaves out.

## pred-scores: the metric per target or group.
fig-pred-scores-per-group = { $metric } per group
fig-pred-scores-per-target = { $metric } per target
fig-pred-scores-relative = relative size
fig-pred-scores-rows = rows scored
fig-pred-scores-left-out = { $n } target(s) had no row to score and are left out.
fig-pred-scores-combined = Combined
fig-pred-scores-objective = Objective
fig-pred-scores-caption = The metric of each target (or group) as the score used it, the rows each one scored, and the value they combine to.

## pred-worst: the rows that cost the most.
fig-pred-worst-share-group = share of its group
fig-pred-worst-share-target = share of its target
fig-pred-worst-share-total = share of the total
fig-pred-worst-caption-table = The { $n } rows with the largest { $loss }
fig-pred-worst-truth = truth
fig-pred-worst-forecast = forecast
fig-pred-worst-residual = residual
fig-pred-worst-caption = Fix these rows first: each one's cost is what the metric adds up for it, and its share is of its target's total.
fig-pred-loss-absolute = absolute error
fig-pred-loss-squared = squared error
fig-pred-loss-weighted-squared = truth-weighted squared error
fig-pred-loss-percent = absolute percentage error
fig-pred-loss-symmetric = symmetric relative error

## demo-hull, demo-crossing: the little cities.
fig-pred-worst-none = No scored row costs anything: every forecast is exact.

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-baseline = baseline
fig-rule-ladder-step-near-perfect = near-perfect
fig-rule-ladder-step-blanks-scored-as-0 = blanks scored as 0 %
