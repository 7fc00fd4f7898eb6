## 油罐车类型代码的 `fde-grade explain CODE`：每个代码的摘要、含义、原因和示例。

explain-tank-file-not-found = 缺少方案文件。
    .what = 没有可读的 `solution.json`。
    .why = 评估器返回 `hard_violations`（"缺 solution.json"）：得分 0。
    .example = 提交目录中没有 `solution.json`。

explain-tank-bad-data = 无法依据案例输入评分。
    .what = `input_data.json` 不是 JSON、缺少评估器用 `x["key"]` 读取的键，或在该是数字处放了文本。
    .why = 评估器对每个提交都会因它抛出异常；fde-grade 在评分前停止（退出码 2）。
    .example = 缺少 `vehcileType` 的车型。

explain-tank-not-json = 方案不是 Python 能读的 JSON。
    .what = 文件不是 UTF-8、不是合法 JSON，或以字节顺序标记开头（评估器按普通 utf-8 打开）。
    .why = `json.load` 抛出异常：`hard_violations`（"solution.json 解析失败: …"），得分 0。
    .example = 在中途被截断的文件。

explain-tank-no-trips = 没有非空的趟次列表。
    .what = 文件既不是非空列表，也不是其 `trips` 为非空列表的对象。
    .why = 评估器返回 `hard_violations`（"solution 里没有 trips / 为空"）：得分 0。
    .example = `{"{"}"trips": []{"}"}`。

explain-tank-raises = 某个值让校验抛出异常。
    .what = 趟次、站点或订单不是对象，该是列表处不是列表，编号是列表，燃料检查要打印 `tripId` 时它缺失，或数字为无穷或超出双精度。
    .why = 评估器的 try 把它变成一句 `hard_violations`（"方案结构不合法,校验中断: …"）：得分 0。
    .example = `"customers": 5`。

explain-tank-score-raises = 计分抛出异常。
    .what = 合法方案自报的 `distance` 或 `duration` 不是数字，或里程之和低于约 -9e8 米，使 `math.exp` 溢出。
    .why = 评估器返回 `hard_violations`（"计分中断: …"）：得分 0。
    .example = `"distance": "5"`。

explain-tank-crash = 评估器本身中止。
    .what = 趟次的 `departPoint`、`depot` 或站点编号是列表或对象，评估器在 try 之外把它放进集合里查找。
    .why = 评估器抛出 TypeError 且不打印结果；fde-grade 显示 `crash` 与 `exception`。
    .example = `"depot": {"{"}"locationId": ["D1"]{"}"}`。

explain-tank-missing-field = 缺少评估器需要的键。
    .what = 仓装载行缺 `wareId`、`oilType` 或 `volume`，站点缺 `locationId`、`arriveTime` 或 `departTime`，或订单缺 `order_id` 或 `wareId`（null 也算缺）。
    .why = 每处都是一条违规：方案不合格，得分 0。
    .example = `{"{"}"wareId": 1, "volume": 3000{"}"}`。

explain-tank-not-number = 仓号或体积不是数字。
    .what = 对 `wareId` 做 `int()` 或对 `volume` 做 `float()` 抛出 TypeError 或 ValueError。
    .why = 一条违规：方案不合格，得分 0。
    .example = `"wareId": "one"`。

explain-tank-load-negative = 仓装载了负数或无穷的体积。
    .what = `loadInfo` 行的体积小于零、为无穷或 NaN。
    .why = 一条违规：方案不合格，得分 0。
    .example = `"volume": -5`。

explain-tank-fuel-type = 仓装载行的油品类型与该仓不符。
    .what = 该行的 `oilType` 与带其 `wareId` 的第一个仓的 `loadType` 不同；评估器依次查看各车型，直到有一个相符。
    .why = 每次不符都是一条违规，即使后面的车型相符：方案不合格，得分 0。
    .example = 第一个车型的 3 号仓装柴油时写 `{"{"}"wareId": 3, "oilType": 1{"}"}`。

explain-tank-ware-nowhere = 仓装载行与任何车型都对不上。
    .what = 没有哪个车型有带该行 `wareId` 与 `oilType` 的仓。
    .why = 一条违规：方案不合格，得分 0。
    .example = `"wareId": 9`。

explain-tank-ware-not-on-vehicle = 该趟车型没有这个仓。
    .what = `loadInfo` 行或订单写的 `wareId` 不属于该趟的车型。
    .why = 一条违规：方案不合格，得分 0。
    .example = 三仓油罐车上的 `"wareId": 5`。

explain-tank-vehicle-type = 趟次的车型未知。
    .what = `vehicleType`（转成文本并去掉首尾空白）不是任何车型的 `name`。
    .why = 一条违规，且该趟的仓不再检查：方案不合格，得分 0。
    .example = `"vehicleType": "9m"`。

explain-tank-order-missing = 有订单未交付。
    .what = 订单所在站点的所有停靠中都没有它的 `order_id`。
    .why = 一条违规：方案不合格，得分 0。
    .example = 某个站点不在任何一趟中。

explain-tank-order-volume = 订单体积与需求不完全相等。
    .what = 交付的 `volume` 与订单的不相等（`!=`）：任何差别、文本、null 都算。
    .why = 一条违规：方案不合格，得分 0。
    .example = 需求 `2500` 的订单写 `"volume": 2500.01`。

explain-tank-order-fuel = 订单放进了油品不对的仓。
    .what = 仓的 `loadType` 不等于订单的 `oilType`。
    .why = 一条违规：方案不合格，得分 0。
    .example = 柴油订单放在 1 号仓。

explain-tank-mixed-grade = 一个仓混装了多种油号。
    .what = 同一趟中一个仓的订单有不止一种 `fuelCategory`。
    .why = 一条违规：方案不合格，得分 0。
    .example = `92#` 与 `95#` 的订单都放在 1 号仓。

explain-tank-load-delivered = 仓的装载量与其交付量不符。
    .what = 仓的 `loadInfo` 体积与其订单之和相差超过 0.01 升。
    .why = 一条违规：方案不合格，得分 0。
    .example = 订单共 `2500` 而装载 `3000`。

explain-tank-capacity = 仓超出容量。
    .what = 仓的装载量超过车型规定的 `volume` 加 0.01 升。
    .why = 一条违规：方案不合格，得分 0。
    .example = 3000 升的仓写 `"volume": 3500`。

explain-tank-total-volume = 装载量之和与订单不符。
    .what = 全部 `loadInfo` 体积之和与全部订单体积之和相差超过 0.01 升。
    .why = 一条违规：方案不合格，得分 0。
    .example = 装载中漏了一张订单。

explain-tank-stops = 一趟服务的站点太多。
    .what = 一趟的 `customers` 条目多于案例的 `connectSize`。
    .why = 一条违规：方案不合格，得分 0。
    .example = `connectSize` 为 5 时一趟停 6 站。

explain-tank-start-point = 一趟从别处出发或在别处装油。
    .what = 趟次的 `departPoint` 或 `depot` 既不是案例出发点或油库的 `locationId`，也不是其 `id`。
    .why = 一条违规：方案不合格，得分 0。
    .example = `"depot": "X"`。

explain-tank-time-window = 到达站点的时刻不在其时间窗内。
    .what = 到达时刻加上站点的 `serviceDuration` 落不进其 `workTime` 的任一时间窗。
    .why = 仅为警告：评估器列出它，得分不变。
    .example = `"arriveTime": "202603052330"`。

explain-tank-vehicle-access = 站点由不允许的车型服务。
    .what = 某趟中该站点的第一次停靠所用的 `vehicleType` 不在其 `availableVehicles` 中。
    .why = 仅为警告：评估器列出它，得分不变。
    .example = 只允许 `4.2m` 的站点来了一辆 `7.6m` 油罐车。
