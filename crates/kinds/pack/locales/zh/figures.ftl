## 装箱类的图（site/src/kinds/pack/）和页面。

what-pack-data = 装载工作簿
what-pack-submission = 装箱方案
format-pack-submission = 方案 JSON（placements：每件货的 sku_id、角点 x、y、z 和尺寸 l、w、h，单位米）
