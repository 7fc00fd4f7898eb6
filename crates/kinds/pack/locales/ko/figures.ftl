## pack 종류의 그림(site/src/kinds/pack/)과 페이지.

what-pack-data = 적재 통합 문서
what-pack-submission = 적재 계획
format-pack-submission = 계획 JSON(placements: 상자마다 sku_id, 모서리 x, y, z와 크기 l, w, h, 단위 미터)
