## The scorecard kind's figures (site/src/kinds/scorecard/): titles, axes, legends, tooltips,
## captions, controls.

## 图表登记：标题与提示信息。
fig-roc-title = ROC 曲线与 KS 差距
## roc：ROC 曲线与 KS 差距（评分卡）。
fig-roc-x-axis = 假阳性率：被标记的正常还款客户占比
fig-roc-x-axis-short = 假阳性率（正常还款）
fig-roc-y-axis = 真阳性率：被标记的违约客户占比
fig-roc-y-axis-short = 真阳性率（违约）
fig-roc-chance = 随机水平：靠猜的模型（AUC { $auc }，KS 0）
fig-roc-rejected = 未通过 `{ $check }` 检查：没有曲线，得分 0。
fig-roc-no-curve = 没有曲线：测试集中没有违约客户或没有正常还款客户。
fig-roc-aria-none = ROC 曲线：无。{ $why }
fig-roc-reference-aria = 参考答案的曲线：AUC { $auc }，KS { $ks }
fig-roc-mine-aria = 你的文件的 ROC 曲线：AUC { $auc }，KS { $ks }
fig-roc-mine-note = 琥珀色虚线：你的文件的曲线（AUC { $auc }，KS { $ks }）。
fig-roc-band = 同分段 prob_default { $threshold }：{ $rows } 行，{ $defaults } 个违约；标记 ≥ { $threshold } 时 TPR 为 { $tpr }，FPR 为 { $fpr }
fig-roc-ks-gap = KS 差距 { $ks }，位于 prob_default ≥ { $threshold }：TPR { $tpr } − FPR { $fpr }
fig-roc-ks-label = KS { $ks }
fig-roc-ks-at = 于 ≥ { $threshold }
fig-roc-aria = ROC 曲线：AUC { $auc }，KS { $ks }，{ $bands } 个同分段
fig-roc-area-aria = 曲线下面积：AUC { $auc }
fig-roc-auc-label = AUC { $auc }
fig-roc-curve-aria = 经过 { $n } 个同分段终点的曲线
fig-roc-band-ends = 同分段终点
fig-roc-bands = 同分段
fig-roc-pick = 选择一个评分卡提交文件以查看其曲线。
fig-roc-reference-toggle = 在后面显示参考答案的曲线
fig-roc-caption = 客户按预测违约概率从高到低排列：每个点表示把得分不低于该值的客户全部标记。阴影面积即 AUC；KS 是曲线与对角线之间最大的竖直差距，只在同分段（圆点）的末端读取。

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-more-flexible-not-better = 更灵活，但不更好
fig-rule-ladder-step-banding-loss = 分档损失
