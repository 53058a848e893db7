let limit = 10
