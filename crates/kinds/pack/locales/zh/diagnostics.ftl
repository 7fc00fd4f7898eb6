## 装箱类诊断：每个代码一条消息（`pack/...` 写作 `pack-...`），提示为 `<key>-hint`。

pack-file-not-found = 无法读取 { $file }：{ $reason }
pack-file-not-found-hint = 提交 solution.json：一个对象，其 `placements` 列出每件已装货物的 sku_id、x、y、z、l、w、h。
pack-bad-data = 本案例的 { $data } 使评估器在读取提交之前抛出 "{ $error }"
pack-bad-data-hint = 检查本案例的 load_data.xlsx：工作表 多货推荐1 顶部是 SKU 表（SKUID、数量、长度、宽度、高度、重量），其下是一行 集装箱信息、集装箱表头（长、宽、高、最大载重）及其数值。
pack-not-json = { $file } 无法按 JSON 读取：{ $error }
pack-not-json-hint = 用 json.dump 写文件（UTF-8，不带字节顺序标记）。
pack-not-an-object = { $file } 是 { $kind }，不是 JSON 对象：服务器抛出 "{ $error }"
pack-not-an-object-hint = 文件必须是一个含 `placements` 键的 JSON 对象。
pack-no-placements = { $file } 没有非空列表 `placements`（实际为 { $kind }）
pack-no-placements-hint = 把货物放在 `placements` 键下：每件已装货物一个对象的列表。
pack-raises = { $what } 使服务器抛出 "{ $error }"
pack-raises-hint = 每条记录都要有文本 `sku_id` 和数值 x、y、z、l、w、h；案例的每个 SKU 需要尺寸和重量，集装箱需要尺寸和最大载重。
pack-unknown-sku = 第 { $index } 条记录的 `sku_id` 是 { $sku }，不是本案例的 SKU
pack-unknown-sku-hint = 按 load_data.xlsx 中原样使用 SKUID（ITEM_A、ITEM_B、ITEM_C）。
pack-count = { $sku } 装了 { $count } 件，而案例要求正好 { $required } 件
pack-count-hint = 每个必装 SKU 的件数必须正好等于其数量；只有没有数量的 SKU（ITEM_C）可以变化。
pack-overweight = 全柜重 { $weight } kg，超过集装箱最大载重 { $limit } kg
pack-overweight-hint = 少装一些推荐货：所有已装货物重量之和不得超过集装箱的最大载重。
pack-geometry = 第 { $index } 条记录（{ $sku }）的 `{ $field }` 不是 float() 能读的数：{ $why }
pack-geometry-hint = 每条记录给出六个数：x、y、z（左-前-下角）和 l、w、h（放置后的尺寸），单位米。
pack-negative = 第 { $index } 条记录（{ $sku }）的角点在 ({ $x }, { $y }, { $z })，小于零
pack-negative-hint = 坐标从 0 开始：x、y、z 都不能为负。
pack-out-of-bounds = 第 { $index } 条记录（{ $sku }）到达 { $axis } = { $end } m，超过集装箱的 { $limit } m
pack-out-of-bounds-hint = 每件货都要在柜内：x + l、y + w、z + h 不超过柜内长、宽、高。
pack-not-upright = 第 { $index } 条记录（{ $sku }）高 { $h } m，而该 SKU 立放高度为 { $height } m
pack-not-upright-hint = 货物立放：h 必须是该 SKU 自身的高度（只有长和宽可以互换）。
pack-not-a-rotation = 第 { $index } 条记录（{ $sku }）占 { $l } × { $w } m，既不是 { $length } × { $width } 也不是其旋转 90 度
pack-not-a-rotation-hint = l 和 w 是 load_data.xlsx 中该 SKU 的长和宽原值，或二者互换：不可取整。
pack-overlap = 第 { $index } 条记录（{ $sku }）与第 { $other } 条记录（{ $other_sku }）重叠 { $dx } × { $dy } × { $dz } m
pack-overlap-hint = 货物可以接触但不能占用同一空间：移动其中一件，使两者在某个方向上分开。

## 问题位置：记录（从 0 计，同服务器的 item[i]）、与之重叠的记录、SKU；工作簿中的工作表、读取后的行、单元格。
loc-placement = 第 { $index } 条记录
loc-other = 与第 { $index } 条记录
loc-sheet = 工作表 { $sheet }
loc-frame = 读取后的第 { $index } 行
loc-cell = 单元格 { $cell }
