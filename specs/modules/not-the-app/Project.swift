import ProjectDescription

let config = Config()
let project = Project(name: "Shop", targets: [])
