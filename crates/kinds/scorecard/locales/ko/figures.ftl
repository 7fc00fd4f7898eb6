## The scorecard kind's figures (site/src/kinds/scorecard/): titles, axes, legends, tooltips,
## captions, controls.

## 그림 목록: 제목과 안내 문구.
fig-roc-title = ROC 곡선과 KS 간격
## roc: ROC 곡선과 KS 간격 (스코어카드).
fig-roc-x-axis = 거짓 양성률: 표시된 상환 고객 비율
fig-roc-x-axis-short = 거짓 양성률 (상환 고객)
fig-roc-y-axis = 참 양성률: 표시된 부도 고객 비율
fig-roc-y-axis-short = 참 양성률 (부도 고객)
fig-roc-chance = 무작위 수준: 추측하는 모델 (AUC { $auc }, KS 0)
fig-roc-rejected = `{ $check }` 검사에서 거부됨: 곡선 없음, 점수 0.
fig-roc-no-curve = 곡선 없음: 테스트 세트에 부도 고객이나 상환 고객이 없습니다.
fig-roc-aria-none = ROC 곡선: 없음. { $why }
fig-roc-reference-aria = 기준 답안의 곡선: AUC { $auc }, KS { $ks }
fig-roc-mine-aria = 내 파일의 ROC 곡선: AUC { $auc }, KS { $ks }
fig-roc-mine-note = 호박색 점선: 내 파일의 곡선(AUC { $auc }, KS { $ks }).
fig-roc-band = 동점 구간 prob_default { $threshold }: { $rows }행, 부도 { $defaults }건. ≥ { $threshold }를 표시하면 TPR { $tpr }, FPR { $fpr }
fig-roc-ks-gap = KS 간격 { $ks }, prob_default ≥ { $threshold } 지점: TPR { $tpr } − FPR { $fpr }
fig-roc-ks-label = KS { $ks }
fig-roc-ks-at = ≥ { $threshold } 지점
fig-roc-aria = ROC 곡선: AUC { $auc }, KS { $ks }, 동점 구간 { $bands }개
fig-roc-area-aria = 곡선 아래 면적: AUC { $auc }
fig-roc-auc-label = AUC { $auc }
fig-roc-curve-aria = 동점 구간 끝 { $n }개를 잇는 곡선
fig-roc-band-ends = 동점 구간 끝
fig-roc-bands = 동점 구간
fig-roc-pick = 곡선을 보려면 스코어카드 제출 파일을 선택하세요.
fig-roc-reference-toggle = 뒤에 기준 답안의 곡선 표시
fig-roc-caption = 고객을 예측 부도 확률이 높은 순으로 정렬했습니다. 각 점은 그 값 이상으로 점수가 매겨진 고객을 모두 표시한 결과입니다. 음영 면적이 AUC이고, KS는 곡선과 대각선 사이의 가장 큰 세로 간격으로, 동점 구간(점)의 끝에서만 읽습니다.

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-more-flexible-not-better = 더 유연하지만 더 낫지 않음
fig-rule-ladder-step-banding-loss = 구간화 손실
