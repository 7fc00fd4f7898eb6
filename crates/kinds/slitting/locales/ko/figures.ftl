## 슬리팅 유형의 페이지: 파일 이름.

what-slitting-data = 모코일 재고
what-slitting-submission = 슬리팅 계획
