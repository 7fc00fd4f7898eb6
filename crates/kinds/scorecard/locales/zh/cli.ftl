## `fde-grade coach scorecard`：帮助中的一行，以及 `--format table`（值已按列宽补齐，保持原样）。
cli-coach-scorecard-about = 评分卡：限制 KS 的同分段（以及拆开每段后的得分），以及排序最损害 AUC 的行
cli-coach-scorecard-head = { $file }：得分 { $score }  AUC { $auc }  KS { $ks }
cli-coach-no-band = 没有同时包含违约客户和正常还款客户的同分段
cli-coach-band = 同分段 { $band } { $rows } 行（违约 { $defaulters }，正常还款 { $repayers }）  拆开后：KS { $ks } AUC { $auc } 得分 { $score }（{ $gain }）
cli-coach-defaulter = 违约
cli-coach-repayer = 正常还款
cli-coach-scorecard-row = 第 { $line } 行  { $customer } { $who } 预测 { $score } AUC 损失 { $lost }
