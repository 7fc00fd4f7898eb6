## The prediction kind's figures (site/src/kinds/prediction/): titles, axes, legends, tooltips,
## captions, controls.

## 그림 목록: 제목과 안내 문구.
fig-pred-scores-title = 대상 열 또는 그룹별 지표
fig-pred-scatter-title = 예측값과 실제값
fig-pred-residuals-title = 키 순서의 잔차
fig-pred-errors-title = 오차의 분포
fig-pred-worst-title = 비용이 가장 큰 행
## 예측 그림의 공통 부분.
fig-pred-crashes = 평가 도구가 이 파일에서 중단됩니다 ({ $crash }): 채점된 행이 없습니다.
fig-pred-raises = 평가 도구가 이 파일에서 오류를 냅니다: 채점된 행이 없습니다 (점수 0).
fig-pred-rejected = 거부됨: { $check }; 채점된 행이 없습니다 (점수 0).
fig-pred-no-rows = 채점된 행이 없습니다.
fig-pred-case-too-large = 사례 데이터가 너무 커서 이 페이지에 그릴 수 없어 그림을 생략했습니다.
fig-pred-file-too-large = { $file } 파일은 이 페이지에 그리기에 너무 큽니다 (1 MB 초과). 점수와 보고서는 위에 있습니다.
fig-pred-not-drawn = 이 제출 파일의 행을 여기에 그릴 수 없습니다.
fig-pred-pick = 행을 보려면 제출 파일을 선택하세요.
fig-pred-target = 대상 열
fig-pred-group = 그룹
fig-pred-target-col = 대상 열

## pred-errors: 잔차 히스토그램.
fig-pred-errors-bin = { $from }~{ $to }: { $n }행
fig-pred-errors-aria = { $target }의 잔차 분포: { $rows }행, 구간 { $bins }개
fig-pred-errors-x-axis = 예측 − 실제 ({ $target })
fig-pred-errors-y-axis = 행 수
fig-pred-errors-caption = 채점된 행이 얼마나 빗나가는지 보여 줍니다. 0선을 중심으로 모이면 편향이 없고, 꼬리가 길면 일부 행이 오차 대부분을 차지합니다.

## pred-residuals: 키 순서의 잔차.
fig-pred-residuals-dot = { $key }: 잔차 { $residual }
fig-pred-residuals-aria = { $target }의 잔차(예측 − 실제), { $rows }행, 키 순서 ({ $keys })
fig-pred-residuals-aria-line = { $target }의 잔차(예측 − 실제), { $rows }행, 키 순서 ({ $keys }), 선으로 표시
fig-pred-residuals-x-axis = { $keys } 순서의 행
fig-pred-residuals-y-axis = 예측 − 실제
fig-pred-residuals-caption = 채점된 모든 행의 예측에서 실제를 뺀 값을 키 순서로 보여 줍니다. 0보다 위면 예측이 높고, 아래면 낮습니다. 한쪽으로 길게 이어지면 편향이고, 뾰족하게 튄 값은 비용이 큰 한 행입니다.

## pred-scatter: 예측값과 실제값.
fig-pred-scatter-dot-over = { $key }: 실제 { $actual }, 예측 { $predicted } ({ $by } 높음)
fig-pred-scatter-dot-under = { $key }: 실제 { $actual }, 예측 { $predicted } ({ $by } 낮음)
fig-pred-scatter-aria = { $target }의 예측값과 실제값: { $rows }행, 대각선은 완벽한 예측
fig-pred-scatter-aria-every = { $target }의 예측값과 실제값: { $rows }행, { $every }행마다 하나씩 표시, 대각선은 완벽한 예측
fig-pred-scatter-x-axis = 실제 { $target }
fig-pred-scatter-y-axis = 예측 { $target }
fig-pred-scatter-too-high = 너무 높음 ↖
fig-pred-scatter-too-low = ↘ 너무 낮음
fig-pred-scatter-caption = 점 하나가 채점된 행 하나입니다. 가로는 실제값, 세로는 제출 파일의 예측입니다. 점선 대각선 위에 있으면 예측이 정확하고, 멀수록 그 행의 비용이 큽니다. 속이 빈 점은 지표에서 제외된 행입니다.

## pred-scores: 대상 열 또는 그룹별 지표.
fig-pred-scores-per-group = 그룹별 { $metric }
fig-pred-scores-per-target = 대상 열별 { $metric }
fig-pred-scores-relative = 상대 크기
fig-pred-scores-rows = 채점된 행
fig-pred-scores-left-out = 대상 열 { $n }개는 채점할 행이 없어 제외했습니다.
fig-pred-scores-combined = 결합값
fig-pred-scores-objective = 목적값
fig-pred-scores-caption = 점수에 쓰인 대상 열(또는 그룹)별 지표, 각각 채점된 행 수, 그리고 이를 결합한 값입니다.

## pred-worst: 비용이 가장 큰 행.
fig-pred-worst-share-group = 그룹 내 비중
fig-pred-worst-share-target = 대상 열 내 비중
fig-pred-worst-share-total = 전체 대비 비중
fig-pred-worst-caption-table = { $loss }가 가장 큰 { $n }개 행
fig-pred-worst-truth = 실제
fig-pred-worst-forecast = 예측
fig-pred-worst-residual = 잔차
fig-pred-worst-caption = 이 행부터 고치세요. 각 행의 비용은 지표가 그 행에 더한 값이고, 비중은 해당 대상 열 전체에 대한 비율입니다.
fig-pred-loss-absolute = 절대 오차
fig-pred-loss-squared = 제곱 오차
fig-pred-loss-weighted-squared = 실제값 가중 제곱 오차
fig-pred-loss-percent = 절대 백분율 오차
fig-pred-loss-symmetric = 대칭 상대 오차

## demo-hull, demo-crossing: 작은 도시 데모.
fig-pred-worst-none = 점수에 들어가는 행 중 오차가 있는 행이 없습니다. 모든 예측이 정확합니다.

## The rule ladder: the steps (`expect.step`) of this kind's cases, in words.
fig-rule-ladder-step-baseline = 기준선
fig-rule-ladder-step-near-perfect = 거의 완벽
fig-rule-ladder-step-blanks-scored-as-0 = 빈칸은 0 %로 채점
