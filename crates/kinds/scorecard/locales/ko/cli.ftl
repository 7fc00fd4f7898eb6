## `fde-grade coach scorecard`: 도움말의 한 줄과 `--format table`(값은 열 너비에 맞춰 채운 그대로).
cli-coach-scorecard-about = 스코어카드: KS를 제한하는 동점 구간(각 구간을 분리했을 때의 점수)과 순서가 AUC를 가장 해치는 행
cli-coach-scorecard-head = { $file }: 점수 { $score }  AUC { $auc }  KS { $ks }
cli-coach-no-band = 연체 고객과 정상 상환 고객이 함께 있는 동점 구간이 없습니다
cli-coach-band = 동점 구간 { $band } { $rows }행(연체 { $defaulters }, 정상 상환 { $repayers })  분리 시: KS { $ks } AUC { $auc } 점수 { $score } ({ $gain })
cli-coach-defaulter = 연체
cli-coach-repayer = 정상 상환
cli-coach-scorecard-row = { $line }번째 줄  { $customer } { $who } 예측 { $score } AUC 손실 { $lost }
