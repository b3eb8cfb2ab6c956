// Scenario scripts live here.
import NavSandboxCore
