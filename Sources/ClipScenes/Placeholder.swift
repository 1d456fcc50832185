// Scenes land here (issue 5); the catalog is SceneCatalog.swift.
