import CFreeType
// The animation engine lands here (issue 4).
