## The prediction kind's figures (site/src/kinds/prediction/): titles, axes, legends, tooltips,
## captions, controls.

## 图表登记：标题与提示信息。
fig-pred-scores-title = 各目标列或分组的指标
fig-pred-scatter-title = 预测值与实际值
fig-pred-residuals-title = 按键排序的残差
fig-pred-errors-title = 误差的分布
fig-pred-worst-title = 代价最高的行
## 预测类图的共用部分。
fig-pred-crashes = 评测程序在这个文件上崩溃（{ $crash }）：没有任何行被计分。
fig-pred-raises = 评测程序在这个文件上报错：没有任何行被计分（得分 0）。
fig-pred-rejected = 未通过：{ $check }；没有任何行被计分（得分 0）。
fig-pred-no-rows = 没有任何行被计分。
fig-pred-case-too-large = 你的案例数据太大，无法在本页绘制：这些图已略去。
fig-pred-file-too-large = { $file } 太大，无法在本页绘制（超过 1 MB）：得分和报告见上方。
fig-pred-not-drawn = 无法在这里绘制这个提交文件的行。
fig-pred-pick = 选择一个提交文件以查看其各行。
fig-pred-target = 目标列
fig-pred-group = 分组
fig-pred-target-col = 目标列

## pred-errors：残差直方图。
fig-pred-errors-bin = { $from } 至 { $to }：{ $n } 行
fig-pred-errors-aria = { $target } 的残差分布：{ $rows } 行，分为 { $bins } 组
fig-pred-errors-x-axis = 预测 − 真实值（{ $target }）
fig-pred-errors-y-axis = 行数
fig-pred-errors-caption = 计分的行各偏差多少。以零线为中心：没有偏差；长尾：少数行占了大部分误差。

## pred-residuals：按键排序的残差。
fig-pred-residuals-dot = { $key }：残差 { $residual }
fig-pred-residuals-aria = { $target } 的残差（预测 − 真实值），共 { $rows } 行，按键排序（{ $keys }）
fig-pred-residuals-aria-line = { $target } 的残差（预测 − 真实值），共 { $rows } 行，按键排序（{ $keys }），以折线绘制
fig-pred-residuals-x-axis = 按 { $keys } 排序的行
fig-pred-residuals-y-axis = 预测 − 真实值
fig-pred-residuals-caption = 每个计分行的预测减去真实值，各行按键排序。零线以上预测偏高，以下偏低；连续偏向一侧说明有系统偏差，尖峰则是单独一行代价很高。

## pred-scatter：预测值与实际值。
fig-pred-scatter-dot-over = { $key }：实际 { $actual }，预测 { $predicted }（偏高 { $by }）
fig-pred-scatter-dot-under = { $key }：实际 { $actual }，预测 { $predicted }（偏低 { $by }）
fig-pred-scatter-aria = { $target } 的预测值与实际值：{ $rows } 行，对角线表示完全准确
fig-pred-scatter-aria-every = { $target } 的预测值与实际值：{ $rows } 行，每 { $every } 行画一个点，对角线表示完全准确
fig-pred-scatter-x-axis = 实际 { $target }
fig-pred-scatter-y-axis = 预测 { $target }
fig-pred-scatter-too-high = 偏高 ↖
fig-pred-scatter-too-low = ↘ 偏低
fig-pred-scatter-caption = 每个点是一行计分数据：横向为真实值，纵向为提交文件的预测。落在虚线对角线上表示预测准确；离得越远，这一行的代价越高。空心点是指标不计入的行。

## pred-scores：各目标列或分组的指标。
fig-pred-scores-per-group = 各分组的 { $metric }
fig-pred-scores-per-target = 各目标列的 { $metric }
fig-pred-scores-relative = 相对大小
fig-pred-scores-rows = 计分行数
fig-pred-scores-left-out = { $n } 个目标列没有可计分的行，已略去。
fig-pred-scores-combined = 合并值
fig-pred-scores-objective = 目标值
fig-pred-scores-caption = 每个目标列（或分组）在得分中使用的指标值、各自计分的行数，以及合并后的值。

## pred-worst：代价最高的行。
fig-pred-worst-share-group = 占所在分组的比例
fig-pred-worst-share-target = 占所在目标列的比例
fig-pred-worst-share-total = 占总量的比例
fig-pred-worst-caption-table = { $loss }最大的 { $n } 行
fig-pred-worst-truth = 真实值
fig-pred-worst-forecast = 预测值
fig-pred-worst-residual = 残差
fig-pred-worst-caption = 先修正这些行：每行的代价是指标为它累加的数值，比例是相对于该目标列的总量。
fig-pred-loss-absolute = 绝对误差
fig-pred-loss-squared = 平方误差
fig-pred-loss-weighted-squared = 按真实值加权的平方误差
fig-pred-loss-percent = 绝对百分比误差
fig-pred-loss-symmetric = 对称相对误差

## demo-hull、demo-crossing：小城市演示。
fig-pred-worst-none = 没有哪一行计分行有误差：每个预测都完全准确。

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-baseline = 基线
fig-rule-ladder-step-near-perfect = 近乎完美
fig-rule-ladder-step-blanks-scored-as-0 = 空值按 0 % 计分
