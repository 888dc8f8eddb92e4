#include "app/core/speech.hpp"

#include "app/core/speech_words.hpp"

#include <condition_variable>
#include <cstdlib>
#include <deque>
#include <fstream>
#include <mutex>
#include <thread>

#ifdef PARLOR_HAVE_SPEECHD
#include <libspeechd.h>
#endif

namespace parlor::app {

namespace {

// Lines said while the worker connects; more are dropped (the oldest first: the newest matters).
constexpr std::size_t waiting_at_most = 16;

enum class State { Idle, Connecting, Connected, Failed };

struct Line {
    std::string text;
    Urgency urgency = Urgency::Message;
};

} // namespace

struct Speaker::Shared {
    std::mutex mutex; // guards all of it
    std::condition_variable wake;
    std::deque<Line> queue;
    State state = State::Idle;
    std::string failure;
    bool failure_told = false;
    bool stop = false;

    void failed(std::string reason) {
        std::lock_guard lock(mutex);
        state = State::Failed;
        failure = std::move(reason);
        queue.clear();
    }
};

namespace {

// The worker: connects, then speaks the queue until the speaker is gone.
void run(const std::shared_ptr<Speaker::Shared>& shared);

} // namespace

Speaker::Speaker() : shared_(std::make_shared<Shared>()) {}

Speaker::~Speaker() {
    {
        std::lock_guard lock(shared_->mutex);
        shared_->stop = true;
    }
    shared_->wake.notify_all();
}

void Speaker::set_on(bool on) {
    std::lock_guard lock(shared_->mutex);
    if (on && !on_) {
        shared_->failure_told = false;
    }
    if (!on) {
        shared_->queue.clear();
    }
    on_ = on;
}

void Speaker::say(std::string_view line, Urgency urgency) {
    if (!on_) {
        return;
    }
    std::string text = without_controls(spoken_words(line));
    if (text.find_first_not_of(' ') == std::string::npos) {
        return;
    }
    if (!log_path_.empty()) {
        std::ofstream(log_path_, std::ios::app | std::ios::binary) << text << '\n';
    }
    if (!use_service_) {
        return;
    }
    Shared& s = *shared_;
    std::unique_lock lock(s.mutex);
    if (s.state == State::Failed) {
        return;
    }
    if (urgency == Urgency::Focus) {
        // A focus not yet handed to the service is stale once the focus has moved on.
        std::erase_if(s.queue, [](const Line& l) { return l.urgency == Urgency::Focus; });
    }
    s.queue.push_back(Line{std::move(text), urgency});
    if (s.state != State::Connected && s.queue.size() > waiting_at_most) {
        s.queue.pop_front();
    }
    if (s.state == State::Idle) {
        s.state = State::Connecting;
        std::thread([shared = shared_] { run(shared); }).detach();
    }
    lock.unlock();
    s.wake.notify_all();
}

std::optional<std::string> Speaker::take_unavailable() {
    std::lock_guard lock(shared_->mutex);
    if (!on_ || shared_->state != State::Failed || shared_->failure_told) {
        return std::nullopt;
    }
    shared_->failure_told = true;
    return "Speech is not available: " + shared_->failure + ".";
}

bool Speaker::connecting() const {
    std::lock_guard lock(shared_->mutex);
    return shared_->state == State::Connecting;
}

bool Speaker::unavailable() const {
    std::lock_guard lock(shared_->mutex);
    return shared_->state == State::Failed;
}

namespace {

void run(const std::shared_ptr<Speaker::Shared>& shared) {
    Speaker::Shared& s = *shared;
#ifdef PARLOR_HAVE_SPEECHD
    char* error = nullptr;
    // The default address ($SPEECHD_ADDRESS or the user's socket), starting the service when it
    // is not running.
    SPDConnection* connection = spd_open2("parlor", "table", nullptr, SPD_MODE_SINGLE, nullptr,
                                          /*autospawn=*/1, &error);
    if (!connection) {
        std::string reason = error && *error ? error : "speech-dispatcher did not answer";
        std::free(error);
        while (!reason.empty() &&
               (reason.back() == '\n' || reason.back() == '.' || reason.back() == ' ')) {
            reason.pop_back();
        }
        for (char& c : reason) {
            c = c == '\n' ? ' ' : c; // one line in the log
        }
        s.failed(reason);
        return;
    }
    std::free(error);
    std::unique_lock lock(s.mutex);
    s.state = State::Connected;
    while (true) {
        s.wake.wait(lock, [&s] { return s.stop || !s.queue.empty(); });
        if (s.stop) {
            break;
        }
        const Line line = std::move(s.queue.front());
        s.queue.pop_front();
        lock.unlock();
        // Text priority: the service drops a focus still waiting when a newer one comes, and
        // lets the moves (message priority) go first.
        const int sent = spd_say(
            connection, line.urgency == Urgency::Focus ? SPD_TEXT : SPD_MESSAGE, line.text.c_str());
        if (sent < 0) {
            spd_close(connection);
            s.failed("speech-dispatcher stopped answering");
            return;
        }
        lock.lock();
    }
    lock.unlock();
    spd_close(connection);
#else
    s.failed("this Parlor was built without speech-dispatcher (libspeechd)");
#endif
}

} // namespace

Speaker& speaker() {
    static Speaker the_speaker;
    return the_speaker;
}

} // namespace parlor::app
