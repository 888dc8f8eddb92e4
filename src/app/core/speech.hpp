#pragma once
// The speech mode (issue 45): each line the tables want said goes to the desktop's speech
// service (speech-dispatcher, through libspeechd) and, with --speech-log FILE, to that file, one
// line each, whether or not a service answers (the tests read it). Nothing is said while the mode
// is off. Plain C++ (no SDL), so the tables' log speaks through it as it traces.
//
// Never on the frame's path: the first line said starts a worker thread that connects (the
// service may have to be started, which takes a while) and then speaks the lines it is handed;
// lines said before it has connected wait in a short queue, and lines said after it failed are
// dropped. A failure is told once (take_unavailable), and the game goes on. The worker is never
// waited for, at the end either (a service that stops answering does not keep the window open).

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace parlor::app {

enum class Urgency {
    Message, // a move, a refusal, the turn: said in order, each one
    Focus,   // what the keyboard's focus is on: a newer focus replaces it
};

class Speaker {
  public:
    Speaker();
    ~Speaker();
    Speaker(const Speaker&) = delete;
    Speaker& operator=(const Speaker&) = delete;

    // Turning it on again after a failure tells the failure again.
    void set_on(bool on);
    bool on() const { return on_; }
    // --speech-log FILE: every line said is appended to it (empty: none).
    void set_log(std::string path) { log_path_ = std::move(path); }
    // Whether to use the service at all (the tests speak to the log only); before the first line.
    void set_service(bool use) { use_service_ = use; }
    // Says `line` (its cards as words, without control characters) when the mode is on.
    void say(std::string_view line, Urgency urgency = Urgency::Message);
    // "Speech is not available: <reason>", once after the service failed (while the mode is on).
    std::optional<std::string> take_unavailable();
    // Whether the service is being reached now (the worker connecting), and whether it was
    // found wanting (the Settings row says so; the game goes on either way).
    bool connecting() const;
    bool unavailable() const;

    // What the worker shares with the speaker (speech.cpp). The worker holds it too and is
    // never waited for: a service that stops answering leaves it blocked in libspeechd, and the
    // program still quits (the thread goes with the process).
    struct Shared;

  private:
    bool on_ = false;
    bool use_service_ = true;
    std::string log_path_;
    std::shared_ptr<Shared> shared_;
};

// The program's one speaker (the tables' log, the tables and App share it).
Speaker& speaker();

} // namespace parlor::app
