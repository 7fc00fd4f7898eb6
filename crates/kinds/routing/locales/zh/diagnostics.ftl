## The routing kind's diagnostics: one message per code (`routing/...` is `routing-...`),
## its hint as `<key>-hint`, the other sentences of its codes (codes.rs, VARIANTS).

## routing
routing-missing-file = 无法读取 { $file }：{ $reason }
routing-missing-file-hint = 请检查路径；评分器需要 routes.json（或 CSV）文件。
routing-empty-file = { $file } 是空文件
routing-empty-file-hint = 请提交类似 {"{"}"routes": [["S1", "S2"], ...]{"}"} 的 routes.json，或站点 CSV。
routing-not-json = { $file } 不是有效的 JSON：{ $problem }（第 { $line } 行，第 { $column } 列）
routing-not-json-hint = 请用 JSON 校验工具检查文件；格式应为 {"{"}"routes": [["S1", "S2"], ...]{"}"}。
routing-no-routes-list = { $file } 没有 `routes` 键
routing-no-routes-list-hint = 顶层对象需要一个 `routes` 列表：{"{"}"routes": [["S1", "S2"], ...]{"}"}。
routing-bad-route-item = 路线 { $route }（索引 { $index }）是 { $type }；每条路线必须是门店编码列表，或带 `customers` 列表的对象
routing-bad-route-item-hint = 每条路线写成 ["S1", "S2", ...] 或 {"{"}"customers": ["S1", "S2", ...]{"}"}。
routing-csv-no-rows = { $file } 只有表头没有数据行：没有给出路线
routing-csv-no-rows-hint = 在表头下每个站点（或每辆车）写一行：{ $accepted }。
routing-csv-columns = { $file }：表头（{ $header }）中没有门店编码列或站点列
routing-csv-columns-hint = 请使用 { $accepted }。
routing-csv-route-id = 第 { $line } 行没有路线编号
routing-csv-route-id-hint = 每一行都需要所属路线（车辆）的编号。
routing-csv-visit-order = 第 { $line } 行：访问顺序 `{ $value }` 不是数字
routing-csv-visit-order-hint = 访问顺序在每条路线内必须是数字（1、2、3……）。
routing-depot-in-route = 路线 { $route }（索引 { $index }）第 { $stop } 站：`{ $code }` 是配送中心的编码；路线中不能列出配送中心
routing-depot-in-route-hint = 路线默认从配送中心出发并返回：只列门店，首尾都不要写配送中心。
routing-unknown-store = 路线 { $route }（索引 { $index }）第 { $stop } 站：门店编码 `{ $code }` 不在 customers.csv 中{ $why }
routing-unknown-store-hint = 检查是否有拼写错误、多余字符，或用了其他案例数据的编码。
routing-missing-store = 门店 { $code } 没有被任何路线访问
routing-missing-store-hint = 每个门店必须恰好服务一次；请把 { $code } 加入某条路线（customers.csv 第 { $line } 行）。
routing-duplicate-store = 门店 `{ $code }` 出现了 { $count } 次（{ $places }）
routing-duplicate-store-hint = 每个门店在所有路线中只能出现一次；请删除重复项。
routing-over-capacity = 路线 { $route }（索引 { $index }）载重 { $load } 千克，超出 { $capacity } 千克容量 { $over } 千克
routing-over-capacity-hint = 把这条路线的部分门店移到有余量的路线上。
routing-route-count = 给出了 { $n } 条路线，要求正好 { $vehicles } 条
routing-route-count-hint = 再加 { $missing } 条路线；允许空路线 []，也计入数量。
routing-not-measured = { $routes } 条路线、{ $stops } 个站点，远超本案例的 { $vehicles } 辆车和 { $stores } 个门店；方案已检查，但未计算距离
routing-crossings-uncounted = 路线之间至少交叉 { $found } 次，无论其余多少，得分都已四舍五入为 0；搜索到此为止，因此不给出交叉数、空间惩罚和成本
routing-crossings-uncounted-hint = 互不交叉的路线呈围绕仓库的扇形：按门店相对仓库的角度排序，再把这个顺序切分成路线。
## 部分代码的其他说法（codes.rs，VARIANTS）。
routing-bad-route-item-customers = 路线 { $route }（索引 { $index }）：`customers` 是 { $type }；服务器遍历它时抛出 TypeError（{ $error }）
routing-csv-columns-no-route = { $file }：有门店编码列，但没有路线/车辆列
routing-csv-visit-order-twice = 路线 { $route }：访问顺序 { $value } 用了两次（第 { $first_line } 行和第 { $line } 行），站点 { $a } 和 { $b } 的先后无法确定
routing-csv-visit-order-hint-twice = 同一路线中每个站点的访问顺序要各不相同。
routing-no-routes-list-top-list = { $file } 顶层是一个列表，而不是带 `routes` 列表的对象
routing-no-routes-list-case = { $file } 没有 `routes` 键（它有 `{ $found }`；键区分大小写和空格）
routing-no-routes-list-not-list = { $file } 中的 `routes` 是 { $type }，不是列表
routing-no-routes-list-in-list = { $file } 顶层是一个包含文本 "routes" 的列表：服务器的 `submission["routes"]` 抛出 TypeError（{ $error }）
routing-no-routes-list-top = { $file } 顶层是 { $type }：服务器的 `"routes" in submission` 抛出 TypeError（{ $error }）
routing-no-routes-list-hint-wrap = 把列表包起来：{"{"}"routes": [...]{"}"}。
routing-no-routes-list-hint-list = `routes` 必须是路线列表，每条路线是门店编码列表。
routing-not-json-hint-bom = 请将文件另存为不带 BOM 的 UTF-8（在 Excel 或记事本中选“UTF-8”，而不是“带 BOM 的 UTF-8”）；Python 的 json.load 不接受这个标记。
routing-route-count-one = 给出了 { $n } 条路线，要求正好 { $vehicles } 条
routing-route-count-hint-merge = 请合并路线：要求正好 { $vehicles } 条。

## Where a problem is: a route (counted from 1, its index from 0), a stop, a store.
loc-route = 路线 { $route }（索引 { $index }）
loc-stop = 第 { $stop } 站
loc-store = 门店 { $store }
