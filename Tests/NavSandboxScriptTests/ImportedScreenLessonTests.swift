import Foundation
import NavSandboxApps
import NavSandboxCore
import NavSandboxTestSupport
import Testing

@testable import NavSandboxScript

/// The built-in lesson "why didn't my tap land?" runs on the view dump
/// importer's own output (docs/import/checkout.yaml), shipped once and
/// never copied by hand: what the binary teaches on is what importing
/// docs/import/checkout.txt gives today.
@Suite struct ImportedScreenLessonTests {
    static let name = "why-didnt-my-tap-land"

    @Test func theBuiltInLessonsAppIsTheImportOfTheDump() throws {
        let lesson = try #require(LoadedLesson.bundled(named: Self.name)).get()
        #expect(lesson.appFile == "../import/checkout.yaml")
        let dump = try String(contentsOfFile: packageRoot + "/docs/import/checkout.txt", encoding: .utf8)
        let imported = try ViewDumpImporter.importDump(dump, file: "checkout.txt").get()
        #expect(lesson.app == imported.app, "the binary's checkout screen is not what the importer makes of checkout.txt")
        #expect(BundledLessons.apps["docs/import/checkout.yaml"] != nil, "keyed by its path under docs/")
    }

    /// Listed and named like any example app, so `--app checkout` opens the
    /// screen the lesson was about.
    @Test func theImportedScreenIsAnExampleApp() throws {
        let resolved = try BundledExamples.resolve("checkout", as: .app, fileExists: { _ in false }).get()
        #expect(resolved == "docs/import/checkout.yaml")
        let onDisk = try String(contentsOfFile: packageRoot + "/docs/import/checkout.yaml", encoding: .utf8)
        #expect(BundledExamples.text(atPath: "docs/lessons/../import/checkout.yaml") == onDisk)
    }

    /// Its two questions explain the taps they ask about: Apply's at
    /// (20,10) and the top of Pay's at (12,18).
    @Test func eachQuestionExplainsItsOwnTap() throws {
        let lesson = try #require(LoadedLesson.bundled(named: Self.name)).get()
        let report = LessonCheck.run(lesson, answers: .wrong)
        let whys = report.entries.compactMap { entry -> [String]? in
            guard case .answered(let question, _, _, _, let why, _) = entry, !question.hasPrefix("Which view") else { return nil }
            return why
        }
        #expect(whys.flatMap(LessonExplanationTapTests.quotedTaps) == ["(20,10)", "(12,18)"])
    }

    /// Each question comes right after a prediction that has already shown
    /// which view took the tap, so it asks why: a "what took it" would be
    /// answered before it is asked.
    @Test func eachQuestionAfterAPredictionAsksWhy() throws {
        let lesson = try #require(LoadedLesson.bundled(named: Self.name)).get()
        let questions = LessonCheck.run(lesson, answers: .right).entries.compactMap { entry -> String? in
            guard case .answered(let question, _, _, _, _, _) = entry, !question.hasPrefix("Which view") else { return nil }
            return question
        }
        #expect(questions.count == 2)
        for question in questions { #expect(question.hasSuffix("Why?") || question.contains(" Why "), "\(question)") }
    }

    /// The walk counts the views it leaves out in words that agree with the
    /// count: at the top of Pay one view is outside the point.
    @Test func theWalkCountsSkippedViewsInTheRightNumber() throws {
        let lesson = try #require(LoadedLesson.bundled(named: Self.name)).get()
        let lines = LessonCheck.run(lesson, answers: .wrong).entries.flatMap { entry -> [String] in
            guard case .answered(_, _, _, _, let why, _) = entry else { return [] }
            return why
        }
        #expect(lines.contains("(1 more view skipped: point(inside:) = NO, the point is outside it)"), "\(lines.filter { $0.contains("more view") })")
        #expect(lines.contains("(5 more views skipped: point(inside:) = NO, the point is outside them)"))
        #expect(!lines.contains { $0.contains("(1 more views") })
    }
}
